/**
 * The only place the games module touches the database. Reads join each game to its vendor and
 * keep disabled games and vendors out; list reads order by (sort_order, id) on the indexes of
 * migration 0005 so a page is an index range scan whatever the catalogue's size. The query shape
 * lives in game-rows.repository.ts, members' lists in member-lists.repository.ts and catalogue
 * writes in catalogue-write.repository.ts.
 */
import type { GameHoldingCategory } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { CatalogueFile } from './catalogue-file.ts';
import { type ImportResult, writeCatalogue } from './catalogue-write.repository.ts';
import {
  type GameFilter,
  type GameRow,
  filtered,
  ordered,
  selectRow,
  toGameRow,
  visibleGames,
} from './game-rows.repository.ts';
import { createMemberGameLists } from './member-lists.repository.ts';

export {
  ICON_ART_VERSION,
  type ImportResult,
  iconVersionOf,
  writeCatalogue,
} from './catalogue-write.repository.ts';
export type { GameFilter, GameRow } from './game-rows.repository.ts';

export interface CategoryVendorRow {
  readonly category: string;
  readonly nameEn: string;
  readonly nameUr: string;
  readonly vendorCode: string;
  readonly displayName: string;
  readonly accountTypeName: string;
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;

export function createGamesRepository(db: Db) {
  return {
    /** The page's query, exposed so tests can ask the database for its plan. */
    pageQuery(filter: GameFilter, offset: number, limit: number) {
      return selectRow(ordered(filtered(db, filter), filter))
        .limit(limit)
        .offset(offset);
    },

    async page(filter: GameFilter, offset: number, limit: number): Promise<GameRow[]> {
      const rows = await this.pageQuery(filter, offset, limit).execute();
      return rows.map(toGameRow);
    },

    async count(filter: GameFilter): Promise<number> {
      const row = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async hot(limit: number): Promise<GameRow[]> {
      const rows = await selectRow(visibleGames(db).where('game.hot', '=', 1))
        .orderBy('game.hot_order')
        .orderBy('game.id')
        .limit(limit)
        .execute();
      return rows.map(toGameRow);
    },

    async inCategories(categories: readonly GameHoldingCategory[]): Promise<GameRow[]> {
      const rows = await selectRow(visibleGames(db).where('game.category', 'in', categories))
        .orderBy('game.sort_order')
        .orderBy('game.id')
        .execute();
      return rows.map(toGameRow);
    },

    async findVisible(gameId: number): Promise<GameRow | null> {
      const row = await selectRow(visibleGames(db).where('game.id', '=', gameId)).executeTakeFirst();
      return row === undefined ? null : toGameRow(row);
    },

    async findByCode(vendorCode: string, gameCode: string): Promise<GameRow | null> {
      const row = await selectRow(
        visibleGames(db).where('game_vendor.code', '=', vendorCode).where('game.game_code', '=', gameCode),
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

    ...createMemberGameLists(db),

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
