/**
 * The house draws' tiles carried the catalogue titles the seed gave them ("5-Minute SSC"), with no
 * Urdu name, while the lottery lobby, the lottery page and records named the same draws otherwise
 * ("5D (every 5 minutes)"): a player could not tell they were one game. Each tile the seed named
 * takes its draw's one name in both languages (modules/lottery/games.ts), with search words to
 * match; a tile an operator has renamed keeps the operator's name. The names are written out here,
 * not imported, so this migration does the same on every install whatever the code later calls them.
 */
import { type Kysely, sql } from 'kysely';
import { wordsOf } from '../../modules/games/words.ts';

interface Rename {
  readonly code: string;
  /** The English name the seed wrote before this migration. */
  readonly seeded: string;
  readonly nameEn: string;
  readonly nameUr: string;
}

const RENAMES: readonly Rename[] = [
  {
    code: '1-minute-28',
    seeded: '1-Minute 28',
    nameEn: '3-Digit Draw · Every Minute',
    nameUr: '3 ہندسوں کی قرعہ اندازی · ہر منٹ',
  },
  {
    code: '5-minute-ssc',
    seeded: '5-Minute SSC',
    nameEn: '5-Digit Draw · Every 5 Minutes',
    nameUr: '5 ہندسوں کی قرعہ اندازی · ہر 5 منٹ',
  },
  {
    code: 'lucky-28',
    seeded: 'Lucky 28',
    nameEn: '3-Digit Draw · Daily',
    nameUr: '3 ہندسوں کی قرعہ اندازی · روزانہ',
  },
];

/** The house vendor's game `code` while its English name is still `nameEn`. */
async function houseGames(db: Kysely<unknown>, code: string, nameEn: string) {
  const found = await sql<{ id: number; name_ur: string | null }>`
    SELECT game.id, game.name_ur FROM game
    JOIN game_vendor ON game_vendor.id = game.vendor_id
    WHERE game_vendor.code = 'OLE' AND game.game_code = ${code} AND game.name_en = ${nameEn}`.execute(db);
  return found.rows;
}

/** Names one game and indexes its search words as a catalogue import does (both names' words). */
async function nameGame(db: Kysely<unknown>, id: number, nameEn: string, nameUr: string | null) {
  await sql`UPDATE game SET name_en = ${nameEn}, name_ur = ${nameUr}, updated_at = ${new Date().toISOString()}
    WHERE id = ${id}`.execute(db);
  await sql`DELETE FROM game_word WHERE game_id = ${id}`.execute(db);
  for (const word of wordsOf(`${nameEn} ${nameUr ?? ''}`))
    await sql`INSERT INTO game_word (word, game_id) VALUES (${word}, ${id})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const draw of RENAMES) {
    for (const game of await houseGames(db, draw.code, draw.seeded)) {
      // An Urdu name already there was the operator's: it stays.
      await nameGame(db, game.id, draw.nameEn, game.name_ur ?? draw.nameUr);
    }
  }
}

/** Back to the seeded titles, and no Urdu name where this migration gave the one it has. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const draw of RENAMES) {
    for (const game of await houseGames(db, draw.code, draw.nameEn)) {
      await nameGame(db, game.id, draw.seeded, game.name_ur === draw.nameUr ? null : game.name_ur);
    }
  }
}
