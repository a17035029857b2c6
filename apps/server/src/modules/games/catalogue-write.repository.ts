/**
 * Catalogue writes: one vendor's file upserted by vendor code + game code, its games' search words
 * rewritten; and the icon version that changes a game's icon address when its drawing would change.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { appendAudit, auditEntry } from '../audit/repository.ts';
import { type CatalogueFile, decimalToMinor } from './catalogue-file.ts';
import type { IconInput } from './icon-svg.ts';
import { wordsOf } from './words.ts';

/** Bumped when the icon drawing changes, so cached icons are fetched again under a new address. */
export const ICON_ART_VERSION = 2;
/** Rows per insert statement: well under SQLite's and PostgreSQL's parameter limits. */
const BATCH = 200;

export interface ImportResult {
  readonly vendorId: number;
  readonly vendorCreated: boolean;
  readonly games: number;
}

/**
 * The version in a game's icon address: a hash of everything the drawing is made from (icon-svg.ts)
 * and of ICON_ART_VERSION. Worked out when a list is read (lists are cached), never stored, so a new
 * drawing in an upgrade, or an import that renames a game or moves it to another category, gives
 * the icon a new address on every install at once, with nothing for an operator to refresh.
 */
export function iconVersionOf(icon: IconInput): string {
  return (
    createHash('sha256')
      .update(`${ICON_ART_VERSION}|${icon.vendorCode}|${icon.gameCode}|${icon.name}|${icon.category}`)
      // Only a chosen emblem is hashed, so games without one keep the addresses they had.
      .update(icon.symbol == null ? '' : `|${icon.symbol}`)
      .digest('hex')
      .slice(0, 10)
  );
}

/**
 * Upserts one vendor's catalogue by vendor code + game code and rewrites its games' search words.
 * Takes a transaction (the seed runs inside its own); importCatalogue opens one for the CLI. With
 * `audit`, the import is recorded with the vendor as it was and as it is; the catalogue is every
 * merchant's, so the entry names none.
 */
export async function writeCatalogue(
  tx: Db,
  file: CatalogueFile,
  now: string,
  audit: { actor: string } | null,
): Promise<ImportResult> {
  const before = audit === null ? null : await vendorState(tx, file.vendor.code);
  const { vendorId, created } = await upsertVendor(tx, file, now);
  await linkCategories(tx, file, vendorId);
  for (let start = 0; start < file.games.length; start += BATCH) {
    await upsertGames(tx, file, vendorId, start, now);
  }
  if (audit !== null)
    await appendAudit(
      tx,
      auditEntry({ name: audit.actor }, now, {
        action: 'games.import',
        merchantId: null,
        target: `vendor:${vendorId}`,
        before,
        after: await vendorState(tx, file.vendor.code),
        detail: { imported: file.games.length },
      }),
    );
  return { vendorId, vendorCreated: created, games: file.games.length };
}

/** A vendor as its import's audit entry shows it (null before its first import). */
async function vendorState(tx: Db, code: string) {
  const vendor = await tx
    .selectFrom('game_vendor')
    .select(['id', 'code', 'name', 'sort_order'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (vendor === undefined) return null;
  const games = await tx
    .selectFrom('game')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('games'),
      eb.fn.sum<number | string | null>('enabled').as('enabled'),
    ])
    .where('vendor_id', '=', vendor.id)
    .executeTakeFirstOrThrow();
  return {
    code: vendor.code,
    name: vendor.name,
    sortOrder: vendor.sort_order,
    games: Number(games.games),
    enabledGames: Number(games.enabled ?? 0),
  };
}

/** The vendor by its code: created when new, its name and order updated when known. */
async function upsertVendor(
  tx: Db,
  file: CatalogueFile,
  now: string,
): Promise<{ vendorId: number; created: boolean }> {
  const existing = await tx
    .selectFrom('game_vendor')
    .select('id')
    .where('code', '=', file.vendor.code)
    .executeTakeFirst();
  const vendorId =
    existing?.id ??
    (
      await tx
        .insertInto('game_vendor')
        .values({
          code: file.vendor.code,
          name: file.vendor.name,
          sort_order: file.vendor.sortOrder,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  if (existing !== undefined)
    await tx
      .updateTable('game_vendor')
      .set({ name: file.vendor.name, sort_order: file.vendor.sortOrder })
      .where('id', '=', vendorId)
      .execute();
  return { vendorId, created: existing === undefined };
}

/** The categories the vendor shows under, with its display name and account type in each. */
async function linkCategories(tx: Db, file: CatalogueFile, vendorId: number): Promise<void> {
  for (const [index, entry] of file.vendor.categories.entries()) {
    const row = {
      category: entry.category,
      vendor_id: vendorId,
      display_name: entry.displayName ?? file.vendor.name,
      account_type_name: entry.accountTypeName ?? `${file.vendor.code}_${entry.category}`,
      sort_order: file.vendor.sortOrder * 100 + index,
    };
    await tx
      .insertInto('game_category_vendor')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['category', 'vendor_id']).doUpdateSet({
          display_name: row.display_name,
          account_type_name: row.account_type_name,
          sort_order: row.sort_order,
        }),
      )
      .execute();
  }
}

/** One batch of games from `start`, upserted, with their search words rewritten. */
async function upsertGames(tx: Db, file: CatalogueFile, vendorId: number, start: number, now: string) {
  const batch = file.games.slice(start, start + BATCH);
  const values = batch.map((game, offset) => ({
    vendor_id: vendorId,
    category: game.category,
    game_code: game.gameCode,
    name_en: game.name,
    name_ur: game.nameUr ?? null,
    room_id: game.roomId ?? null,
    support_play: game.supportPlay ? 1 : 0,
    lotto_mode: game.lottoMode ?? null,
    game_group_id: game.gameGroupId ?? null,
    show_icon: game.showIcon ? 1 : 0,
    game_classify: game.gameClassify ?? null,
    min_bet_minor: decimalToMinor(game.minBet),
    min_line: game.minLine,
    sort_order: game.sortOrder ?? start + offset,
    hot: game.hot ? 1 : 0,
    hot_order: game.sortOrder ?? start + offset,
    enabled: game.enabled ? 1 : 0,
    created_at: now,
    updated_at: now,
  }));
  const rows = await tx
    .insertInto('game')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['vendor_id', 'game_code']).doUpdateSet((eb) => ({
        category: eb.ref('excluded.category'),
        name_en: eb.ref('excluded.name_en'),
        name_ur: eb.ref('excluded.name_ur'),
        room_id: eb.ref('excluded.room_id'),
        support_play: eb.ref('excluded.support_play'),
        lotto_mode: eb.ref('excluded.lotto_mode'),
        game_group_id: eb.ref('excluded.game_group_id'),
        show_icon: eb.ref('excluded.show_icon'),
        game_classify: eb.ref('excluded.game_classify'),
        min_bet_minor: eb.ref('excluded.min_bet_minor'),
        min_line: eb.ref('excluded.min_line'),
        sort_order: eb.ref('excluded.sort_order'),
        hot: eb.ref('excluded.hot'),
        hot_order: eb.ref('excluded.hot_order'),
        enabled: eb.ref('excluded.enabled'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['id', 'game_code'])
    .execute();
  const ids = rows.map((row) => row.id);
  await tx.deleteFrom('game_word').where('game_id', 'in', ids).execute();
  const byCode = new Map(batch.map((game) => [game.gameCode, game]));
  const words = rows.flatMap((row) => {
    const game = byCode.get(row.game_code);
    const text = game === undefined ? '' : `${game.name} ${game.nameUr ?? ''}`;
    return wordsOf(text).map((word) => ({ word, game_id: row.id }));
  });
  for (let at = 0; at < words.length; at += BATCH * 2)
    await tx
      .insertInto('game_word')
      .values(words.slice(at, at + BATCH * 2))
      .execute();
}
