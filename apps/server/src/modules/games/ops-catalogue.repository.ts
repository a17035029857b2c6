/**
 * The console's reads and writes of the game catalogue. Unlike the lobby's reads (repository.ts)
 * these see switched-off games and vendors too. Every write commits together with its audit entry
 * (before and after) or not at all; the catalogue is every merchant's, so entries name none.
 */
import type { GameHoldingCategory } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import type { CatalogueFile } from './catalogue-file.ts';
import { writeCatalogue } from './catalogue-write.repository.ts';
import { symbolOf } from './game-rows.repository.ts';
import type { SymbolName } from './icon-symbols.ts';
import type { ExistingGame } from './ops-import-diff.ts';
import { prefixRange, wordsOf } from './words.ts';

export interface OpsGameFilter {
  readonly category?: GameHoldingCategory | undefined;
  readonly vendor?: string | undefined;
  readonly name?: string | undefined;
  readonly enabled?: boolean | undefined;
  readonly hot?: boolean | undefined;
  readonly id?: number | undefined;
}

export interface OpsGameRow {
  readonly id: number;
  readonly vendorCode: string;
  readonly vendorName: string;
  readonly vendorEnabled: boolean;
  readonly gameCode: string;
  readonly nameEn: string;
  readonly nameUr: string | null;
  readonly category: GameHoldingCategory;
  readonly enabled: boolean;
  readonly hot: boolean;
  readonly sortOrder: number;
  readonly hotOrder: number;
  readonly iconSymbol: SymbolName | null;
  readonly iconPicture: string | null;
}

export interface GameSwitches {
  readonly enabled?: boolean | undefined;
  readonly hot?: boolean | undefined;
  readonly sortOrder?: number | undefined;
  readonly hotOrder?: number | undefined;
  /** null: back to the title's own emblem; absent: unchanged. */
  readonly iconSymbol?: SymbolName | null | undefined;
  /** The game's own icon picture; null: back to the drawn icon; absent: unchanged. */
  readonly iconPicture?: string | null | undefined;
}

/** What an import's audit entry records: the vendor's catalogue before, and the change made. */
export interface ImportAudit {
  readonly before: unknown;
  readonly after: unknown;
}

export type OpsCatalogueRepository = ReturnType<typeof createOpsCatalogueRepository>;

export function createOpsCatalogueRepository(db: Db) {
  function matching(filter: OpsGameFilter) {
    let query = db.selectFrom('game').innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id');
    if (filter.category !== undefined) query = query.where('game.category', '=', filter.category);
    if (filter.vendor !== undefined) query = query.where('game_vendor.code', '=', filter.vendor);
    if (filter.enabled !== undefined) query = query.where('game.enabled', '=', filter.enabled ? 1 : 0);
    if (filter.hot !== undefined) query = query.where('game.hot', '=', filter.hot ? 1 : 0);
    if (filter.id !== undefined) query = query.where('game.id', '=', filter.id);
    const text = filter.name ?? '';
    if (text !== '') {
      // Each word of the name as a prefix (the lobby's search words), or the start of the game code.
      const words = wordsOf(text);
      const [codeLow, codeHigh] = prefixRange(text);
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('game.game_code', '>=', codeLow), eb('game.game_code', '<', codeHigh)]),
          ...(words.length === 0
            ? []
            : [
                eb.and(
                  words.map((word) => {
                    const [low, high] = prefixRange(word);
                    return eb(
                      'game.id',
                      'in',
                      eb
                        .selectFrom('game_word')
                        .select('game_word.game_id')
                        .where('word', '>=', low)
                        .where('word', '<', high),
                    );
                  }),
                ),
              ]),
        ]),
      );
    }
    return query;
  }

  return {
    async page(filter: OpsGameFilter, offset: number, limit: number): Promise<OpsGameRow[]> {
      const rows = await matching(filter)
        .select([
          'game.id',
          'game.game_code',
          'game.name_en',
          'game.name_ur',
          'game.category',
          'game.enabled',
          'game.hot',
          'game.sort_order',
          'game.hot_order',
          'game.icon_symbol',
          'game.icon_url',
          'game_vendor.code as vendor_code',
          'game_vendor.name as vendor_name',
          'game_vendor.enabled as vendor_enabled',
        ])
        .orderBy('game.sort_order')
        .orderBy('game.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        vendorCode: row.vendor_code,
        vendorName: row.vendor_name,
        vendorEnabled: row.vendor_enabled === 1,
        gameCode: row.game_code,
        nameEn: row.name_en,
        nameUr: row.name_ur,
        category: row.category as GameHoldingCategory,
        enabled: row.enabled === 1,
        hot: row.hot === 1,
        sortOrder: row.sort_order,
        hotOrder: row.hot_order,
        iconSymbol: symbolOf(row.icon_symbol),
        iconPicture: row.icon_url,
      }));
    },

    async byId(gameId: number): Promise<OpsGameRow | null> {
      return (await this.page({ id: gameId }, 0, 1))[0] ?? null;
    },

    async count(filter: OpsGameFilter): Promise<number> {
      const row = await matching(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async vendors() {
      const [vendors, counts, links] = await Promise.all([
        db
          .selectFrom('game_vendor')
          .select(['id', 'code', 'name', 'enabled'])
          .orderBy('sort_order')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('game')
          .select((eb) => [
            'vendor_id',
            eb.fn.countAll<number | string>().as('games'),
            eb.fn.sum<number | string | null>('enabled').as('enabled'),
          ])
          .groupBy('vendor_id')
          .execute(),
        db
          .selectFrom('game_category_vendor')
          .select(['vendor_id', 'category'])
          .orderBy('sort_order')
          .execute(),
      ]);
      return vendors.map((vendor) => {
        const count = counts.find((row) => row.vendor_id === vendor.id);
        return {
          code: vendor.code,
          name: vendor.name,
          enabled: vendor.enabled === 1,
          games: Number(count?.games ?? 0),
          enabledGames: Number(count?.enabled ?? 0),
          categories: links
            .filter((link) => link.vendor_id === vendor.id)
            .map((link) => link.category as GameHoldingCategory),
        };
      });
    },

    async categories() {
      const [categories, counts] = await Promise.all([
        db
          .selectFrom('game_category')
          .select(['code', 'name_en', 'name_ur', 'enabled', 'sort_order'])
          .orderBy('sort_order')
          .orderBy('code')
          .execute(),
        db
          .selectFrom('game')
          .select((eb) => ['category', eb.fn.countAll<number | string>().as('games')])
          .groupBy('category')
          .execute(),
      ]);
      return categories.map((row) => ({
        code: row.code as GameHoldingCategory,
        nameEn: row.name_en,
        nameUr: row.name_ur,
        enabled: row.enabled === 1,
        sortOrder: row.sort_order,
        games: Number(counts.find((count) => count.category === row.code)?.games ?? 0),
      }));
    },

    async categoryCodes(): Promise<string[]> {
      const rows = await db.selectFrom('game_category').select('code').execute();
      return rows.map((row) => row.code);
    },

    /** The categories' new order (10, 20, ...), audited with the order before. */
    async setCategoryOrder(codes: readonly string[], by: AuditActor, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const before = await tx
          .selectFrom('game_category')
          .select('code')
          .orderBy('sort_order')
          .orderBy('code')
          .execute();
        for (const [index, code] of codes.entries())
          await tx
            .updateTable('game_category')
            .set({ sort_order: (index + 1) * 10 })
            .where('code', '=', code)
            .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'games.categories.order',
            merchantId: null,
            target: 'game-categories',
            before: { order: before.map((row) => row.code) },
            after: { order: codes },
          }),
        );
      });
    },

    /** Null when no vendor has this code. */
    async setVendorEnabled(code: string, enabled: boolean, by: AuditActor, at: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const vendor = await tx
          .selectFrom('game_vendor')
          .select(['id', 'enabled'])
          .where('code', '=', code)
          .executeTakeFirst();
        if (vendor === undefined) return false;
        await tx
          .updateTable('game_vendor')
          .set({ enabled: enabled ? 1 : 0 })
          .where('id', '=', vendor.id)
          .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'games.vendor.set',
            merchantId: null,
            target: `vendor:${code}`,
            before: { enabled: vendor.enabled === 1 },
            after: { enabled },
          }),
        );
        return true;
      });
    },

    /** The game's switches changed as asked, audited; false when there is no such game. */
    async updateGame(gameId: number, change: GameSwitches, by: AuditActor, at: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('game')
          .select(['enabled', 'hot', 'sort_order', 'hot_order', 'icon_symbol', 'icon_url'])
          .where('id', '=', gameId)
          .executeTakeFirst();
        if (row === undefined) return false;
        const before = {
          enabled: row.enabled === 1,
          hot: row.hot === 1,
          sortOrder: row.sort_order,
          hotOrder: row.hot_order,
          iconSymbol: symbolOf(row.icon_symbol),
          iconPicture: row.icon_url,
        };
        const after = {
          enabled: change.enabled ?? before.enabled,
          hot: change.hot ?? before.hot,
          sortOrder: change.sortOrder ?? before.sortOrder,
          hotOrder: change.hotOrder ?? before.hotOrder,
          iconSymbol: change.iconSymbol === undefined ? before.iconSymbol : change.iconSymbol,
          iconPicture: change.iconPicture === undefined ? before.iconPicture : change.iconPicture,
        };
        await tx
          .updateTable('game')
          .set({
            enabled: after.enabled ? 1 : 0,
            hot: after.hot ? 1 : 0,
            sort_order: after.sortOrder,
            hot_order: after.hotOrder,
            icon_symbol: after.iconSymbol,
            icon_url: after.iconPicture,
            updated_at: at,
          })
          .where('id', '=', gameId)
          .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'games.game.update',
            merchantId: null,
            target: `game:${gameId}`,
            before,
            after,
          }),
        );
        return true;
      });
    },

    /** The vendor's games as the import diff compares them (none for a new vendor). */
    async vendorGames(vendorCode: string, tx: Db = db): Promise<ExistingGame[]> {
      const rows = await tx
        .selectFrom('game')
        .innerJoin('game_vendor', 'game_vendor.id', 'game.vendor_id')
        .select([
          'game.game_code',
          'game.name_en',
          'game.name_ur',
          'game.category',
          'game.min_bet_minor',
          'game.min_line',
          'game.hot',
          'game.support_play',
          'game.show_icon',
          'game.enabled',
          'game.room_id',
          'game.lotto_mode',
          'game.game_group_id',
          'game.game_classify',
          'game.sort_order',
        ])
        .where('game_vendor.code', '=', vendorCode)
        .orderBy('game.sort_order')
        .orderBy('game.id')
        .execute();
      return rows.map((row) => ({
        gameCode: row.game_code,
        name: row.name_en,
        nameUr: row.name_ur,
        category: row.category,
        minBetMinor: Number(row.min_bet_minor),
        minLine: row.min_line,
        hot: row.hot === 1,
        supportPlay: row.support_play === 1,
        showIcon: row.show_icon === 1,
        enabled: row.enabled === 1,
        roomId: row.room_id,
        lottoMode: row.lotto_mode,
        gameGroupId: row.game_group_id,
        gameClassify: row.game_classify,
        sortOrder: row.sort_order,
      }));
    },

    async vendorExists(vendorCode: string, tx: Db = db): Promise<boolean> {
      const row = await tx
        .selectFrom('game_vendor')
        .select('id')
        .where('code', '=', vendorCode)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Applies a catalogue file as the vendor's whole catalogue: its games upserted, the vendor's
     * games missing from it switched off (kept: bets and favourites refer to them). `decide` sees
     * the catalogue as it is inside the transaction and returns what the audit entry records.
     */
    async applyCatalogue<T extends { removedCodes: readonly string[]; audit: ImportAudit }>(
      file: CatalogueFile,
      decide: (existing: ExistingGame[], vendorExists: boolean) => T,
      by: AuditActor,
      at: string,
    ): Promise<T> {
      return db.transaction().execute(async (tx) => {
        const vendorCode = file.vendor.code;
        const outcome = decide(
          await this.vendorGames(vendorCode, tx),
          await this.vendorExists(vendorCode, tx),
        );
        const { vendorId } = await writeCatalogue(tx, file, at, null);
        for (let start = 0; start < outcome.removedCodes.length; start += 200)
          await tx
            .updateTable('game')
            .set({ enabled: 0, updated_at: at })
            .where('vendor_id', '=', vendorId)
            .where('game_code', 'in', outcome.removedCodes.slice(start, start + 200))
            .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'games.import',
            merchantId: null,
            target: `vendor:${vendorCode}`,
            before: outcome.audit.before,
            after: outcome.audit.after,
            detail: { imported: file.games.length },
          }),
        );
        return outcome;
      });
    },
  };
}
