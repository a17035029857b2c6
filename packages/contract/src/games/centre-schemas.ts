import { z } from 'zod';
import { queryLanguage, queryNumber, queryUpperCase } from '../query-fields.ts';
import {
  GAME_HOLDING_CATEGORIES,
  GAME_PAGE_NO_MAX,
  GAME_SEARCH_MAX_LENGTH,
  VENDOR_CODE_PATTERN,
} from './constants.ts';
import { GAME_CENTRE_COLLECTIONS, GAME_CENTRE_PAGE_SIZE_MAX } from './centre-paths.ts';
import { gameListValue } from './schemas.ts';

/** GET /wps/games/centre: one page of a category, optionally one vendor's, a collection, a search. */
export const gameCentreRequest = z.object({
  /** A holding category (RNG for the slots centre); required: a centre never lists the whole catalogue. */
  gameType: queryUpperCase(16, z.enum(GAME_HOLDING_CATEGORIES)),
  /** Default all. */
  collection: z.enum(GAME_CENTRE_COLLECTIONS).optional(),
  vendor: queryUpperCase(32, z.string().regex(VENDOR_CODE_PATTERN)).optional(),
  /** Case-insensitive; every word must start a word of the game's name. */
  gameName: z.string().max(GAME_SEARCH_MAX_LENGTH).optional(),
  /** 1-based; default 1. */
  pageNo: queryNumber.pipe(z.number().int().min(1).max(GAME_PAGE_NO_MAX)).optional(),
  /** Default GAME_CENTRE_PAGE_SIZE, at most GAME_CENTRE_PAGE_SIZE_MAX. */
  pageSize: queryNumber.pipe(z.number().int().min(1).max(GAME_CENTRE_PAGE_SIZE_MAX)).optional(),
  language: queryLanguage.optional(),
});
export type GameCentreRequest = z.input<typeof gameCentreRequest>;
/** Same page shape as the game list: games (playable first), pageNum, totalPages, total. */
export const gameCentreValue = gameListValue;
export type GameCentreValue = z.infer<typeof gameCentreValue>;
