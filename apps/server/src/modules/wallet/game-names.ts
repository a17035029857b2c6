/**
 * Games by the names a member reads in the lobby, in their language: records file a bet under the
 * catalogue id and its English name at the time, so the name is looked up again when shown. The
 * house lottery goes by the names its lottery lobby shows; other games by the catalogue's Urdu name
 * when it has one.
 */
import { LOTTERY_HOUSE_VENDOR, type Language } from '@openlobby/contract';
import { lotteryGame } from '../lottery/games.ts';
import type { RecordsRepository } from './records.repository.ts';

/** A game as a bet record files it. */
export interface FiledGame {
  readonly vendor_code: string;
  readonly game_id: string;
  /** The English name written with the bet: the fallback when the catalogue lost the game. */
  readonly game_name: string;
}

type Namer = (game: FiledGame) => string;

function houseLotteryName(code: string, language: Language): string | undefined {
  const game = lotteryGame(code);
  if (game === undefined) return undefined;
  return language === 'UR' ? game.nameUr : game.nameEn;
}

/** Names the given filed games in `language`, with one catalogue look-up for all of them. */
export async function gameNamer(
  repo: RecordsRepository,
  games: readonly FiledGame[],
  language: Language,
): Promise<Namer> {
  const ids = [...new Set(games.map((game) => Number(game.game_id)).filter(Number.isSafeInteger))];
  const catalogue = new Map((await repo.catalogueGames(ids)).map((row) => [String(row.id), row]));
  return (game) => {
    const row = catalogue.get(game.game_id);
    const code = row?.game_code ?? game.game_id;
    const house = game.vendor_code === LOTTERY_HOUSE_VENDOR ? houseLotteryName(code, language) : undefined;
    if (house !== undefined) return house;
    if (row === undefined) return game.game_name;
    return language === 'UR' ? (row.name_ur ?? row.name_en) : row.name_en;
  };
}

/** Each reference's game name, for the transaction history's bet, win and refund rows. */
export async function namesByReference(
  repo: RecordsRepository,
  merchantId: number,
  references: readonly string[],
  language: Language,
): Promise<ReadonlyMap<string, string>> {
  const filed = await repo.betGamesByReference(merchantId, [...new Set(references)]);
  const name = await gameNamer(repo, filed, language);
  const names = new Map<string, string>();
  for (const row of filed) if (row.reference !== null) names.set(row.reference, name(row));
  return names;
}
