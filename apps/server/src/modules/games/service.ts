/**
 * Rules of the game catalogue: lists, hot games, the vendors of each category, favourites and
 * recent games. Catalogue reads are the same for every caller of a merchant and language, so
 * their answers (and list totals) are cached briefly (an import clears the cache at once in this process); member
 * reads are never cached.
 */
import {
  FAVOURITE_DEFAULT_PAGE_SIZE,
  FAVOURITE_GAMES_MAX,
  type FavouriteChangeValue,
  type FavouriteGameIdsValue,
  type FavouriteGamesValue,
  GAME_LIST_DEFAULT_PAGE_SIZE,
  type GameHoldingCategory,
  type GameListValue,
  type HotGamesValue,
  HOT_GAMES_MAX,
  Language,
  type MobileGamesValue,
  RECENT_GAMES_MAX,
  type RecentGamesValue,
  type VassGameTypeValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { createCache } from '../../platform/cache.ts';
import type { CacheBus } from '../../platform/cache-bus.ts';
import type { Session } from '../../platform/session.ts';
import type { CatalogueFile } from './catalogue-file.ts';
import type { GameFilter, GameRow, GamesRepository, ImportResult } from './repository.ts';
import { gameItem } from './game-item.ts';
import { type GameListInput, type PageInput, listFilter, pageOf } from './list-input.ts';
import { type PlayableParts, playableFirst, playableFirstPage } from './playable-first.ts';
import { HOUSE_ONLY, type Playability } from './playability.ts';

export { type GameListInput, type PageInput, pageOf } from './list-input.ts';

/** Short enough that an operator's change shows within seconds on every instance. */
export const CATALOGUE_CACHE_MS = 3_000;
/** Distinct list queries kept; searches make the key space unbounded. */
const CATALOGUE_CACHE_ENTRIES = 5_000;

export interface GamesServiceDeps {
  readonly repository: GamesRepository;
  /** Which games open now (connected vendors); house games only when not given. */
  readonly playability?: Playability;
  readonly now?: () => Date;
  readonly cacheMs?: number;
  /** Drops every instance's lists after a change (platform/cache-bus.ts); this process's only without. */
  readonly cacheBus?: CacheBus;
}

export interface GameRef {
  readonly nodeId: number;
  readonly vendor?: string | undefined;
}

export type GamesService = ReturnType<typeof createGamesService>;

export function createGamesService(deps: GamesServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const cacheMs = deps.cacheMs ?? CATALOGUE_CACHE_MS;
  const playability = deps.playability ?? HOUSE_ONLY;
  const opens = (row: GameRow): boolean => playability.game(row.vendorCode, row.gameCode);
  const item = (row: GameRow, merchantCode: string, language: Language) =>
    gameItem(row, merchantCode, language, opens(row));
  const lists = createCache<string, GameListValue>({ ttlMs: cacheMs, max: CATALOGUE_CACHE_ENTRIES });
  // A list's total is the same on every page and in both languages, and counting a category of a
  // large catalogue costs far more than reading a page: scrolling through it counts once.
  const totals = createCache<string, number>({ ttlMs: cacheMs, max: CATALOGUE_CACHE_ENTRIES });
  const hot = createCache<string, HotGamesValue>({ ttlMs: cacheMs, max: 100 });
  const vendorTypes = createCache<string, VassGameTypeValue>({ ttlMs: cacheMs, max: 10 });
  const lotteries = createCache<string, MobileGamesValue>({ ttlMs: cacheMs, max: 100 });
  const dropLists = () => {
    for (const cache of [lists, totals, hot, vendorTypes, lotteries]) cache.clear();
  };
  /** After a change: this process's lists at once, every other instance's through the bus. */
  const clearCaches = deps.cacheBus?.register('catalogue', dropLists) ?? dropLists;

  async function loadList(
    input: GameListInput,
    pageNo: number,
    pageSize: number,
    merchantCode: string,
    language: Language,
  ): Promise<GameListValue> {
    const filter = await listFilter(input, (code) => repository.enabledVendorId(code));
    if (filter === null) return { games: [], pageNum: pageNo, totalPages: 0, total: 0 };
    const total = await totals.get(JSON.stringify(filter), () => repository.count(filter));
    const totalPages = Math.ceil(total / pageSize);
    const part = (is: boolean): GameFilter => ({ ...filter, playable: { rule: playability.rule, is } });
    const parts: PlayableParts = {
      playableCount: () => totals.get(JSON.stringify(part(true)), () => repository.count(part(true))),
      page: (is, offset, limit) => repository.page(part(is), offset, limit),
    };
    // Past the last page there is nothing to read: the answer says so without a query.
    const rows = pageNo > totalPages ? [] : await playableFirstPage(parts, (pageNo - 1) * pageSize, pageSize);
    return {
      games: rows.map((row) => item(row, merchantCode, language)),
      pageNum: pageNo,
      totalPages,
      total,
    };
  }

  // Validated queries are kept frozen and handed out again (platform/request-validation.ts), so a
  // repeated page's key part is built once rather than stringified on every read.
  const listKeys = new WeakMap<GameListInput, string>();
  function listKeyOf(input: GameListInput, pageNo: number, pageSize: number): string {
    const known = listKeys.get(input);
    if (known !== undefined) return known;
    const key = JSON.stringify([
      input.gameType ?? null,
      input.vassalage ?? null,
      (input.gameName ?? '').toLowerCase(),
      input.gameClassify ?? null,
      input.minBet ?? null,
      input.minLine ?? null,
      pageNo,
      pageSize,
    ]);
    listKeys.set(input, key);
    return key;
  }

  return {
    /** At once when cached (the route then answers in the same turn), else once loaded. */
    gameList(
      merchantCode: string,
      input: GameListInput,
      contextLanguage: Language,
    ): GameListValue | Promise<GameListValue> {
      const { pageNo, pageSize } = pageOf(input, GAME_LIST_DEFAULT_PAGE_SIZE);
      const language = input.language ?? contextLanguage;
      const key = `${merchantCode}|${language}|${listKeyOf(input, pageNo, pageSize)}`;
      return (
        lists.peek(key) ?? lists.get(key, () => loadList(input, pageNo, pageSize, merchantCode, language))
      );
    },

    /**
     * Named in the reader's language like every other list, so a tile and its game's frame agree.
     * At once when cached, as the game list.
     */
    hotGames(merchantCode: string, language: Language): HotGamesValue | Promise<HotGamesValue> {
      const key = `${merchantCode}|${language}`;
      return (
        hot.peek(key) ??
        hot.get(key, async () => ({
          list: playableFirst(await repository.hot(HOT_GAMES_MAX), opens).map((row) =>
            item(row, merchantCode, language),
          ),
        }))
      );
    },

    async vassGameTypes(language: Language): Promise<VassGameTypeValue> {
      return vendorTypes.get(language, async () => {
        const result: VassGameTypeValue = [];
        for (const row of await repository.categoryVendors()) {
          let entry = result.at(-1);
          if (entry?.gameType !== row.category) {
            entry = {
              gameType: row.category as GameHoldingCategory,
              name: language === Language.UR ? row.nameUr : row.nameEn,
              vendorNames: [],
            };
            result.push(entry);
          }
          entry.vendorNames.push({
            vendor: row.vendorCode,
            displayName: row.displayName,
            accountTypeName: row.accountTypeName,
            playable: playability.vendor(row.vendorCode),
          });
        }
        for (const entry of result) entry.vendorNames = playableFirst(entry.vendorNames, (v) => v.playable);
        return result;
      });
    },

    async mobileGames(
      merchantCode: string,
      gameType: 'LOTT' | 'ELOTT' | undefined,
      language: Language,
    ): Promise<MobileGamesValue> {
      const categories: GameHoldingCategory[] = gameType === undefined ? ['LOTT', 'ELOTT'] : [gameType];
      return lotteries.get(`${merchantCode}|${language}|${categories.join(',')}`, async () => ({
        list: playableFirst(await repository.inCategories(categories), opens).map((row) =>
          item(row, merchantCode, language),
        ),
      }));
    },

    // ---- favourites (members, trial members included: spec 6 refuses them nothing here)

    async addFavourite(session: Session, ref: GameRef): Promise<FavouriteChangeValue> {
      await visibleGame(ref);
      if (!(await repository.isFavourite(session.memberId, ref.nodeId))) {
        if ((await repository.favouriteCount(session.memberId)) >= FAVOURITE_GAMES_MAX)
          throw new ApiError('FAVOURITE_LIMIT', { max: FAVOURITE_GAMES_MAX });
        await repository.addFavourite(session.memberId, ref.nodeId, now().toISOString());
      }
      return { nodeId: ref.nodeId, favourite: true };
    },

    /** Removing what is not there is no error: the toggle may be tapped twice. */
    async removeFavourite(session: Session, ref: GameRef): Promise<FavouriteChangeValue> {
      await repository.removeFavourite(session.memberId, ref.nodeId);
      return { nodeId: ref.nodeId, favourite: false };
    },

    async favourites(
      merchantCode: string,
      session: Session,
      input: PageInput & { language?: Language | undefined },
      contextLanguage: Language,
    ): Promise<FavouriteGamesValue> {
      const { pageNo, pageSize } = pageOf(input, FAVOURITE_DEFAULT_PAGE_SIZE);
      const language = input.language ?? contextLanguage;
      const { rule } = playability;
      const counts = await repository.favouriteCounts(session.memberId, rule);
      const parts: PlayableParts = {
        playableCount: () => Promise.resolve(counts.playable),
        page: (playable, offset, limit) =>
          repository.favourites(session.memberId, { rule, playable }, offset, limit),
      };
      const { total } = counts;
      const offset = (pageNo - 1) * pageSize;
      // Past the last favourite there is nothing to read.
      const rows = offset >= total ? [] : await playableFirstPage(parts, offset, pageSize);
      return {
        content: rows.map((row) => item(row, merchantCode, language)),
        totalPages: Math.ceil(total / pageSize),
        pageNum: pageNo,
        total,
      };
    },

    async favouriteIds(session: Session): Promise<FavouriteGameIdsValue> {
      return { list: await repository.favouriteIds(session.memberId, FAVOURITE_GAMES_MAX) };
    },

    // ---- recent games

    async addRecent(session: Session, ref: GameRef): Promise<{ nodeId: number }> {
      await visibleGame(ref);
      await repository.addRecent(session.memberId, ref.nodeId, now().toISOString(), RECENT_GAMES_MAX);
      return { nodeId: ref.nodeId };
    },

    async recent(merchantCode: string, session: Session, language: Language): Promise<RecentGamesValue> {
      const rows = await repository.recent(session.memberId, RECENT_GAMES_MAX);
      return { list: playableFirst(rows, opens).map((row) => item(row, merchantCode, language)) };
    },

    // ---- launch

    /**
     * The game a launch names, or why it cannot launch: an unknown vendor (or a switched-off one) is
     * VENDOR_NOT_FOUND, an unknown game or one of another vendor GAME_NOT_FOUND, a switched-off game
     * GAME_DISABLED (it exists: the lobby may still show it from a cache).
     */
    async launchable(ref: { nodeId: number; gameId: number; vendor: string }): Promise<GameRow> {
      if ((await repository.enabledVendorId(ref.vendor)) === null)
        throw new ApiError('VENDOR_NOT_FOUND', { vendor: ref.vendor });
      const found = ref.gameId === ref.nodeId ? await repository.findAnyState(ref.nodeId) : null;
      if (found === null || found.game.vendorCode !== ref.vendor)
        throw new ApiError('GAME_NOT_FOUND', { nodeId: ref.nodeId });
      if (!found.enabled) throw new ApiError('GAME_DISABLED', { nodeId: ref.nodeId });
      return found.game;
    },

    // ---- catalogue

    findIconGame(vendorCode: string, gameCode: string): Promise<GameRow | null> {
      return repository.findByCode(vendorCode, gameCode);
    },

    /** The console changed the catalogue: every instance's lists answer afresh from the next request. */
    catalogueChanged(): void {
      clearCaches();
    },

    /** Hides or shows one game at once (operators and tests); lists change without waiting for the cache. */
    async setGameEnabled(gameId: number, enabled: boolean): Promise<void> {
      await repository.setGameEnabled(gameId, enabled);
      clearCaches();
    },

    async importCatalogue(file: CatalogueFile, actor: string | null): Promise<ImportResult> {
      const result = await repository.importCatalogue(
        file,
        now().toISOString(),
        actor === null ? null : { actor },
      );
      clearCaches();
      return result;
    },
  };

  /** A disabled game, a disabled vendor and a vendor that does not match are all "not found". */
  async function visibleGame(ref: GameRef): Promise<GameRow> {
    const game = await repository.findVisible(ref.nodeId);
    if (game === null || (ref.vendor !== undefined && ref.vendor !== game.vendorCode))
      throw new ApiError('GAME_NOT_FOUND', { nodeId: ref.nodeId });
    return game;
  }
}
