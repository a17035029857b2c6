/**
 * The slots centre and game centre (GET /wps/games/centre): one category's games a page at a
 * time, narrowed by vendor, collection (all, new, hot, jackpot) and search. Pages lead with the
 * games that open now, like every list. Answers and totals are cached briefly per merchant,
 * language and filter, like the game list's (CATALOGUE_CACHE_MS).
 */
import {
  GAME_CENTRE_JACKPOT_WORD,
  GAME_CENTRE_PAGE_SIZE,
  type GameCentreCollection,
  type GameCentreValue,
  type GameHoldingCategory,
  type Language,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { createCache } from '../../platform/cache.ts';
import type { CentreFilter, GameCentreRepository } from './centre.repository.ts';
import { gameItem } from './game-item.ts';
import { type PlayableParts, playableFirstPage } from './playable-first.ts';
import { HOUSE_ONLY, type Playability } from './playability.ts';
import { CATALOGUE_CACHE_MS } from './service.ts';
import { wordsOf } from './words.ts';

/** Search words beyond this cannot narrow a list further (the game list's bound). */
const SEARCH_WORDS_MAX = 4;
const CACHE_ENTRIES = 5_000;

export interface GameCentreInput {
  readonly gameType: GameHoldingCategory;
  readonly collection?: GameCentreCollection | undefined;
  readonly vendor?: string | undefined;
  readonly gameName?: string | undefined;
  readonly pageNo?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly language?: Language | undefined;
}

export interface GameCentreDeps {
  readonly repository: GameCentreRepository;
  /** The vendor's id when it exists and is switched on (the games repository's). */
  readonly enabledVendorId: (code: string) => Promise<number | null>;
  readonly playability?: Playability;
  readonly cacheMs?: number;
}

export type GameCentreService = ReturnType<typeof createGameCentreService>;

export function createGameCentreService(deps: GameCentreDeps) {
  const { repository } = deps;
  const playability = deps.playability ?? HOUSE_ONLY;
  const ttlMs = deps.cacheMs ?? CATALOGUE_CACHE_MS;
  const pages = createCache<string, GameCentreValue>({ ttlMs, max: CACHE_ENTRIES });
  const totals = createCache<string, number>({ ttlMs, max: CACHE_ENTRIES });

  async function filterOf(input: GameCentreInput): Promise<CentreFilter> {
    let vendorId: number | null = null;
    if (input.vendor !== undefined) {
      vendorId = await deps.enabledVendorId(input.vendor);
      if (vendorId === null) throw new ApiError('VENDOR_NOT_FOUND', { vendor: input.vendor });
    }
    const collection = input.collection ?? 'all';
    const words = wordsOf(input.gameName ?? '');
    return {
      category: input.gameType,
      vendorId,
      hotOnly: collection === 'hot',
      words: (collection === 'jackpot' ? [GAME_CENTRE_JACKPOT_WORD, ...words] : words).slice(
        0,
        SEARCH_WORDS_MAX,
      ),
      gameClassify: null,
      maxMinBetMinor: null,
      maxMinLine: null,
      newest: collection === 'new',
    };
  }

  async function load(
    input: GameCentreInput,
    pageNo: number,
    pageSize: number,
    merchantCode: string,
    language: Language,
  ): Promise<GameCentreValue> {
    const filter = await filterOf(input);
    // The total does not depend on the order: New and All of the same games count once.
    const counted = { ...filter, newest: false };
    const total = await totals.get(JSON.stringify(counted), () => repository.count(counted));
    const totalPages = Math.ceil(total / pageSize);
    const part = (is: boolean): CentreFilter => ({ ...filter, playable: { rule: playability.rule, is } });
    const parts: PlayableParts = {
      playableCount: () =>
        totals.get(JSON.stringify({ ...part(true), newest: false }), () => repository.count(part(true))),
      page: (is, offset, limit) => repository.page(part(is), offset, limit),
    };
    const rows = pageNo > totalPages ? [] : await playableFirstPage(parts, (pageNo - 1) * pageSize, pageSize);
    return {
      games: rows.map((row) =>
        gameItem(row, merchantCode, language, playability.game(row.vendorCode, row.gameCode)),
      ),
      pageNum: pageNo,
      totalPages,
      total,
    };
  }

  return {
    async page(
      merchantCode: string,
      input: GameCentreInput,
      contextLanguage: Language,
    ): Promise<GameCentreValue> {
      const pageNo = input.pageNo ?? 1;
      const pageSize = input.pageSize ?? GAME_CENTRE_PAGE_SIZE;
      const language = input.language ?? contextLanguage;
      const key = JSON.stringify([
        merchantCode,
        language,
        input.gameType,
        input.collection ?? 'all',
        input.vendor ?? null,
        wordsOf(input.gameName ?? ''),
        pageNo,
        pageSize,
      ]);
      return pages.get(key, () => load(input, pageNo, pageSize, merchantCode, language));
    },
  };
}
