/** A list request read into paging and the repository's filter; bad paging and vendors are refused. */
import {
  GAME_HOLDING_CATEGORIES,
  GAME_PAGE_NO_MAX,
  GAME_PAGE_SIZE_MAX,
  GameCategory,
  type GameHoldingCategory,
  type Language,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { decimalToMinor } from './catalogue-file.ts';
import type { GameFilter } from './game-rows.repository.ts';
import { wordsOf } from './words.ts';

/** More words than this in a search cannot narrow anything further; the rest are ignored. */
const SEARCH_WORDS_MAX = 4;

export interface GameListInput {
  readonly gameName?: string | undefined;
  readonly gameType?: GameCategory | undefined;
  readonly pageNo?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly vassalage?: string | undefined;
  readonly gameClassify?: string | undefined;
  readonly minBet?: string | undefined;
  readonly minLine?: number | undefined;
  readonly language?: Language | undefined;
}

export interface PageInput {
  readonly pageNo?: number | undefined;
  readonly pageSize?: number | undefined;
}

/** Validated paging: PAGE_NO_INVALID / PAGE_SIZE_INVALID name the bounds so clients can explain. */
export function pageOf(input: PageInput, defaultSize: number): { pageNo: number; pageSize: number } {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? defaultSize;
  if (!Number.isInteger(pageNo) || pageNo < 1 || pageNo > GAME_PAGE_NO_MAX)
    throw new ApiError('PAGE_NO_INVALID', { min: 1, max: GAME_PAGE_NO_MAX });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > GAME_PAGE_SIZE_MAX)
    throw new ApiError('PAGE_SIZE_INVALID', { min: 1, max: GAME_PAGE_SIZE_MAX });
  return { pageNo, pageSize };
}

const HOLDING: ReadonlySet<string> = new Set(GAME_HOLDING_CATEGORIES);

/** Null for a tab that lists no game. */
export async function listFilter(
  input: GameListInput,
  enabledVendorId: (code: string) => Promise<number | null>,
): Promise<GameFilter | null> {
  const type = input.gameType ?? GameCategory.ALL;
  // PROMO is a tab that opens /m/activity: no game is listed under it.
  if (type === GameCategory.PROMO) return null;
  let vendorId: number | null = null;
  if (input.vassalage !== undefined) {
    vendorId = await enabledVendorId(input.vassalage);
    if (vendorId === null) throw new ApiError('VENDOR_NOT_FOUND', { vendor: input.vassalage });
  }
  return {
    category: HOLDING.has(type) ? (type as GameHoldingCategory) : null,
    vendorId,
    hotOnly: type === GameCategory.HOT,
    words: wordsOf(input.gameName ?? '').slice(0, SEARCH_WORDS_MAX),
    gameClassify: input.gameClassify === undefined || input.gameClassify === '' ? null : input.gameClassify,
    maxMinBetMinor: input.minBet === undefined ? null : decimalToMinor(input.minBet),
    maxMinLine: input.minLine ?? null,
  };
}
