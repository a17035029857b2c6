/**
 * The only place the games module touches the database. Reads join each game to its vendor and
 * keep disabled games and vendors out; list reads order by (sort_order, id) on the indexes of
 * migration 0005 so a page is an index range scan whatever the catalogue's size.
 */
import { createHash } from 'node:crypto';
import type { GameHoldingCategory } from '@openlobby/contract';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { type CatalogueFile, decimalToMinor } from './catalogue-file.ts';
import { prefixRange, wordsOf } from './words.ts';

/** Bumped when the icon drawing changes, so cached icons are fetched again under a new address. */
export const ICON_ART_VERSION = 1;
/** Rows per insert statement: well under SQLite's and PostgreSQL's parameter limits. */
const BATCH = 200;

export interface GameRow {
  readonly id: number;
  readonly category: GameHoldingCategory;
  readonly gameCode: string;
  readonly nameEn: string;
  readonly nameUr: string | null;
  readonly roomId: string | null;
  readonly supportPlay: boolean;
  readonly lottoMode: string | null;
  readonly gameGroupId: number | null;
  readonly showIcon: boolean;
  readonly gameClassify: string | null;
  readonly minBetMinor: number;
  readonly minLine: number;
  readonly hot: boolean;
  readonly iconVersion: string;
  readonly vendorCode: string;
  readonly vendorName: string;
}

export interface GameFilter {
  /** Null: every category (ALL). */
  readonly category: GameHoldingCategory | null;
  readonly vendorId: number | null;
  readonly hotOnly: boolean;
  readonly words: readonly string[];
  readonly gameClassify: string | null;
  readonly maxMinBetMinor: number | null;
  readonly maxMinLine: number | null;
}

export interface CategoryVendorRow {
  readonly category: string;
  readonly nameEn: string;
  readonly nameUr: string;
  readonly vendorCode: string;
  readonly displayName: string;
  readonly accountTypeName: string;
}

export interface ImportResult {
  readonly vendorId: number;
  readonly vendorCreated: boolean;
  readonly games: number;
}

type Query = SelectQueryBuilder<DatabaseSchema, 'game' | 'game_vendor', object>;

export function iconVersionOf(vendorCode: string, gameCode: string, nameEn: string): string {
  return createHash('sha256')
    .update(`${ICON_ART_VERSION}|${vendorCode}|${gameCode}|${nameEn}`)
    .digest('hex')
    .slice(0, 10);
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;

export function createGamesRepository(db: Db) {
  function visibleGames(): Query {
    return db
      .selectFrom('game')
      .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
      .where('game.enabled', '=', 1)
      .where('game_vendor.enabled', '=', 1);
  }

  function selectRow(query: Query) {
    return query.select([
      'game.id',
      'game.category',
      'game.game_code',
      'game.name_en',
      'game.name_ur',
      'game.room_id',
      'game.support_play',
      'game.lotto_mode',
      'game.game_group_id',
      'game.show_icon',
      'game.game_classify',
      'game.min_bet_minor',
      'game.min_line',
      'game.hot',
      'game.icon_version',
      'game_vendor.code as vendor_code',
      'game_vendor.name as vendor_name',
    ]);
  }

  function filtered(filter: GameFilter): Query {
    let query = visibleGames();
    if (filter.category !== null) query = query.where('game.category', '=', filter.category);
    if (filter.vendorId !== null) query = query.where('game.vendor_id', '=', filter.vendorId);
    if (filter.hotOnly) query = query.where('game.hot', '=', 1);
    if (filter.gameClassify !== null) query = query.where('game.game_classify', '=', filter.gameClassify);
    if (filter.maxMinBetMinor !== null)
      query = query.where('game.min_bet_minor', '<=', filter.maxMinBetMinor);
    if (filter.maxMinLine !== null) query = query.where('game.min_line', '<=', filter.maxMinLine);
    for (const word of filter.words) {
      const [low, high] = prefixRange(word);
      query = query.where('game.id', 'in', (eb: ExpressionBuilder<DatabaseSchema, 'game'>) =>
        eb
          .selectFrom('game_word')
          .select('game_word.game_id')
          .where('word', '>=', low)
          .where('word', '<', high),
      );
    }
    return query;
  }

  /** The order every list shows; the hot list has its own. */
  function ordered(query: Query, filter: GameFilter): Query {
    return filter.hotOnly
      ? query.orderBy('game.hot_order').orderBy('game.id')
      : query.orderBy('game.sort_order').orderBy('game.id');
  }

  return {
    /** The page's query, exposed so tests can ask the database for its plan. */
    pageQuery(filter: GameFilter, offset: number, limit: number) {
      return selectRow(ordered(filtered(filter), filter))
        .limit(limit)
        .offset(offset);
    },

    async page(filter: GameFilter, offset: number, limit: number): Promise<GameRow[]> {
      const rows = await this.pageQuery(filter, offset, limit).execute();
      return rows.map(toGameRow);
    },

    async count(filter: GameFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async hot(limit: number): Promise<GameRow[]> {
      const rows = await selectRow(visibleGames().where('game.hot', '=', 1))
        .orderBy('game.hot_order')
        .orderBy('game.id')
        .limit(limit)
        .execute();
      return rows.map(toGameRow);
    },

    async inCategories(categories: readonly GameHoldingCategory[]): Promise<GameRow[]> {
      const rows = await selectRow(visibleGames().where('game.category', 'in', categories))
        .orderBy('game.sort_order')
        .orderBy('game.id')
        .execute();
      return rows.map(toGameRow);
    },

    async findVisible(gameId: number): Promise<GameRow | null> {
      const row = await selectRow(visibleGames().where('game.id', '=', gameId)).executeTakeFirst();
      return row === undefined ? null : toGameRow(row);
    },

    async findByCode(vendorCode: string, gameCode: string): Promise<GameRow | null> {
      const row = await selectRow(
        visibleGames().where('game_vendor.code', '=', vendorCode).where('game.game_code', '=', gameCode),
      ).executeTakeFirst();
      return row === undefined ? null : toGameRow(row);
    },

    /** A game whatever its state, with its own and its vendor's switch (a launch tells them apart). */
    async findAnyState(
      gameId: number,
    ): Promise<{ game: GameRow; enabled: boolean; vendorEnabled: boolean } | null> {
      const row = await selectRow(
        db
          .selectFrom('game')
          .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
          .where('game.id', '=', gameId),
      )
        .select(['game.enabled as game_enabled', 'game_vendor.enabled as vendor_enabled'])
        .executeTakeFirst();
      if (row === undefined) return null;
      return {
        game: toGameRow(row),
        enabled: row.game_enabled === 1,
        vendorEnabled: row.vendor_enabled === 1,
      };
    },

    async enabledVendorId(code: string): Promise<number | null> {
      const row = await db
        .selectFrom('game_vendor')
        .select('id')
        .where('code', '=', code)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Each enabled category's enabled vendors that have at least one visible game, in lobby order. */
    async categoryVendors(): Promise<CategoryVendorRow[]> {
      return db
        .selectFrom('game_category')
        .innerJoin('game_category_vendor', 'game_category_vendor.category', 'game_category.code')
        .innerJoin('game_vendor', 'game_vendor.id', 'game_category_vendor.vendor_id')
        .where('game_category.enabled', '=', 1)
        .where('game_vendor.enabled', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('game')
              .select('game.id')
              .whereRef('game.vendor_id', '=', 'game_vendor.id')
              .whereRef('game.category', '=', 'game_category.code')
              .where('game.enabled', '=', 1),
          ),
        )
        .select([
          'game_category.code as category',
          'game_category.name_en as nameEn',
          'game_category.name_ur as nameUr',
          'game_vendor.code as vendorCode',
          'game_category_vendor.display_name as displayName',
          'game_category_vendor.account_type_name as accountTypeName',
        ])
        .orderBy('game_category.sort_order')
        .orderBy('game_category_vendor.sort_order')
        .orderBy('game_vendor.id')
        .execute();
    },

    // ---- favourites

    async favouriteCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('favourite_game')
        .innerJoin('game', 'game.id', 'favourite_game.game_id')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('favourite_game.member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async isFavourite(memberId: number, gameId: number): Promise<boolean> {
      const row = await db
        .selectFrom('favourite_game')
        .select('game_id')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Adding twice keeps the first time (the list's order). */
    async addFavourite(memberId: number, gameId: number, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const seq = await nextSeq(tx, 'favourite_game', memberId);
        await tx
          .insertInto('favourite_game')
          .values({ member_id: memberId, game_id: gameId, created_at: at, seq })
          .onConflict((conflict) => conflict.columns(['member_id', 'game_id']).doNothing())
          .execute();
      });
    },

    async removeFavourite(memberId: number, gameId: number): Promise<void> {
      await db
        .deleteFrom('favourite_game')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .execute();
    },

    /** Visible favourites, newest first. */
    async favourites(
      memberId: number,
      offset: number,
      limit: number,
    ): Promise<{ rows: GameRow[]; total: number }> {
      const base = visibleGames()
        .innerJoin('favourite_game', 'favourite_game.game_id', 'game.id')
        .where('favourite_game.member_id', '=', memberId);
      const [rows, total] = await Promise.all([
        selectRow(base.orderBy('favourite_game.seq', 'desc').limit(limit).offset(offset)).execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toGameRow), total: Number(total.total) };
    },

    async favouriteIds(memberId: number, limit: number): Promise<{ nodeId: number; vendor: string }[]> {
      return visibleGames()
        .innerJoin('favourite_game', 'favourite_game.game_id', 'game.id')
        .where('favourite_game.member_id', '=', memberId)
        .select(['game.id as nodeId', 'game_vendor.code as vendor'])
        .orderBy('favourite_game.seq', 'desc')
        .limit(limit)
        .execute();
    },

    // ---- recent games

    /** Records a play and drops whatever falls beyond the newest `keep`, in one transaction. */
    async addRecent(memberId: number, gameId: number, at: string, keep: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const seq = await nextSeq(tx, 'recent_game', memberId);
        await tx
          .insertInto('recent_game')
          .values({ member_id: memberId, game_id: gameId, played_at: at, seq })
          .onConflict((conflict) =>
            conflict.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at, seq }),
          )
          .execute();
        const stale = await tx
          .selectFrom('recent_game')
          .select('game_id')
          .where('member_id', '=', memberId)
          .orderBy('seq', 'desc')
          .offset(keep)
          .limit(1_000)
          .execute();
        if (stale.length > 0)
          await tx
            .deleteFrom('recent_game')
            .where('member_id', '=', memberId)
            .where(
              'game_id',
              'in',
              stale.map((row) => row.game_id),
            )
            .execute();
      });
    },

    async recent(memberId: number, limit: number): Promise<GameRow[]> {
      const rows = await selectRow(
        visibleGames()
          .innerJoin('recent_game', 'recent_game.game_id', 'game.id')
          .where('recent_game.member_id', '=', memberId)
          .orderBy('recent_game.seq', 'desc')
          .limit(limit),
      ).execute();
      return rows.map(toGameRow);
    },

    // ---- catalogue writes

    async hasVendors(): Promise<boolean> {
      return (await db.selectFrom('game_vendor').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    /** Upserts one vendor's catalogue and, when `audit` is given, its audit entry, atomically. */
    async importCatalogue(
      file: CatalogueFile,
      now: string,
      audit: { actor: string } | null,
    ): Promise<ImportResult> {
      return db.transaction().execute((tx) => writeCatalogue(tx, file, now, audit));
    },

    /** For tests and operators: hides or shows one game. */
    async setGameEnabled(gameId: number, enabled: boolean): Promise<void> {
      await db
        .updateTable('game')
        .set({ enabled: enabled ? 1 : 0 })
        .where('id', '=', gameId)
        .execute();
    },
  };
}

/**
 * The member's next position in a per-member list. Runs in the writer's transaction; two writers
 * racing for one member may share a number, which only makes their relative order arbitrary.
 */
async function nextSeq(tx: Db, table: 'favourite_game' | 'recent_game', memberId: number): Promise<number> {
  const row = await tx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('seq').as('top'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/**
 * Upserts one vendor's catalogue by vendor code + game code and rewrites its games' search words.
 * Takes a transaction (the seed runs inside its own); importCatalogue opens one for the CLI.
 */
export async function writeCatalogue(
  tx: Db,
  file: CatalogueFile,
  now: string,
  audit: { actor: string } | null,
): Promise<ImportResult> {
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
  for (let start = 0; start < file.games.length; start += BATCH) {
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
      icon_version: iconVersionOf(file.vendor.code, game.gameCode, game.name),
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
          icon_version: eb.ref('excluded.icon_version'),
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
  if (audit !== null)
    await tx
      .insertInto('audit_log')
      .values({
        occurred_at: now,
        actor: audit.actor,
        action: 'games.import',
        merchant_id: null,
        detail: JSON.stringify({ vendor: file.vendor.code, games: file.games.length }),
      })
      .execute();
  return { vendorId, vendorCreated: existing === undefined, games: file.games.length };
}

interface SelectedRow {
  id: number;
  category: string;
  game_code: string;
  name_en: string;
  name_ur: string | null;
  room_id: string | null;
  support_play: number;
  lotto_mode: string | null;
  game_group_id: number | null;
  show_icon: number;
  game_classify: string | null;
  min_bet_minor: number | string;
  min_line: number;
  hot: number;
  icon_version: string;
  vendor_code: string;
  vendor_name: string;
}

function toGameRow(row: SelectedRow): GameRow {
  return {
    id: row.id,
    category: row.category as GameHoldingCategory,
    gameCode: row.game_code,
    nameEn: row.name_en,
    nameUr: row.name_ur,
    roomId: row.room_id,
    supportPlay: row.support_play === 1,
    lottoMode: row.lotto_mode,
    gameGroupId: row.game_group_id,
    showIcon: row.show_icon === 1,
    gameClassify: row.game_classify,
    minBetMinor: Number(row.min_bet_minor),
    minLine: row.min_line,
    hot: row.hot === 1,
    iconVersion: row.icon_version,
    vendorCode: row.vendor_code,
    vendorName: row.vendor_name,
  };
}
