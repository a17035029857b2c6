import { z } from 'zod';
import { FAVOURITE_PAGE_SIZE_SMALL, GAME_LIST_PAGE_SIZE, MERCHANT_TYPE_ID } from '../constants.ts';
import { GameCategory } from '../enums.ts';
import { queryLanguage, queryNumber, queryUpperCase } from '../query-fields.ts';
import {
  GAME_CLIENT_TYPE,
  GAME_HOLDING_CATEGORIES,
  GAME_PLATFORM,
  GAME_SEARCH_MAX_LENGTH,
  HOT_GAMES_IS_PLATFORM,
  VENDOR_CODE_PATTERN,
} from './constants.ts';

const merchant = z.string().max(64);
const vendorCode = queryUpperCase(32, z.string().regex(VENDOR_CODE_PATTERN));
const gameCategory = queryUpperCase(16, z.enum(GameCategory));
/** A decimal amount such as "0.20" (at most two fraction digits). */
const decimalAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
/** nodeId names a game in favourites and recent games (spec 4: add/remove by nodeId and vendor). */
const nodeId = queryNumber.pipe(z.number().int().positive());

// ---- entities (spec section 3)

/** A game as every list serves it: every field of spec section 3, plus its betting floor and hot flag. */
export const gameItem = z.object({
  /** Catalogue id of the game; equal to nodeId. */
  gameId: z.number().int(),
  /** The game's category (a holding category, never HOT, ALL, HOME or PROMO). */
  gameType: z.enum(GAME_HOLDING_CATEGORIES),
  /** Vendor code. */
  vassalage: z.string(),
  /** Vendor code as the launch call names it (same as vassalage). */
  vendorCode: z.string(),
  /** The id favourites, recent games and launches use. */
  nodeId: z.number().int(),
  /** The vendor's display name: the node the game hangs under in the lobby tree. */
  nodeName: z.string(),
  /** Name in the request's language (English when no translation exists). */
  gameName: z.string(),
  /** Name to show on the tile. */
  displayName: z.string(),
  /** The vendor's own code for the game (unique per vendor). */
  gameCode: z.string(),
  /** Live-table room, or null. */
  roomId: z.string().nullable(),
  /** The game offers play for fun (trial members). */
  supportPlay: z.boolean(),
  /** Lottery prize mode (Lott, ZY, Elott) for lottery games, else null. */
  lottoMode: z.string().nullable(),
  /** Lottery game group, else null. */
  gameGroupId: z.number().int().nullable(),
  showIcon: z.boolean(),
  /** Paths relative to an image CDN base; see GAME_ICON_DIR. */
  iconUrl: z.string(),
  mobileLargeIcon: z.string(),
  /** E-lottery classification (e.g. "SSC", "PK10"), else null. */
  gameClassifyNew: z.string().nullable(),
  /** Smallest stake, a decimal string. */
  minBet: z.string(),
  /** Fewest lines (slots) or 1. */
  minLine: z.number().int(),
  hot: z.boolean(),
  /**
   * The game opens now: its vendor is connected (or it is a house game). False means a launch would
   * answer VENDOR_NOT_CONNECTED; lists put playable games first.
   */
  playable: z.boolean(),
});
export type GameItem = z.infer<typeof gameItem>;

/** One vendor of a category (spec 3: vendorNames with accountTypeName, displayName, vendor). */
export const vendorName = z.object({
  vendor: z.string(),
  displayName: z.string(),
  accountTypeName: z.string(),
  /** At least one of the vendor's games opens now; vendors that do come first in their category. */
  playable: z.boolean(),
});
export type VendorName = z.infer<typeof vendorName>;

// ---- GCSGAME_getVassGameType

export const vassGameTypeRequest = z.object({
  /** The merchant type id; 1 is the only one (spec 9). */
  typeId: queryNumber.pipe(z.literal(MERCHANT_TYPE_ID)),
  merchant: merchant.optional(),
});
export const vassGameTypeItem = z.object({
  gameType: z.enum(GAME_HOLDING_CATEGORIES),
  /** Tab label in the request's language. */
  name: z.string(),
  vendorNames: z.array(vendorName),
});
export type VassGameTypeItem = z.infer<typeof vassGameTypeItem>;
/** Categories with at least one enabled vendor, in lobby order. */
export const vassGameTypeValue = z.array(vassGameTypeItem);
export type VassGameTypeValue = z.infer<typeof vassGameTypeValue>;

// ---- GCSGAME_gameList

/**
 * `merchant` (and `merchantCode` below) are accepted because the original clients send them; the
 * Merchant header (or the configured default) decides the merchant, as on every endpoint.
 */
export const gameListRequest = z.object({
  merchant: merchant.optional(),
  platform: z.literal(GAME_PLATFORM).optional(),
  clientType: queryNumber.pipe(z.literal(GAME_CLIENT_TYPE)).optional(),
  /** Case-insensitive; every word must start a word of the game's name. */
  gameName: z.string().max(GAME_SEARCH_MAX_LENGTH).optional(),
  /** ALL (or absent) lists every category; HOT lists hot games, paged. */
  gameType: gameCategory.optional(),
  pageNo: queryNumber.optional(),
  /** Default GAME_LIST_PAGE_SIZE, at most GAME_PAGE_SIZE_MAX. */
  pageSize: queryNumber.optional(),
  vassalage: vendorCode.optional(),
  /** E-lottery class (gameClassifyNew), e.g. SSC, PK10, 11X5. */
  gameClassify: z
    .string()
    .regex(/^[A-Za-z0-9_]{0,32}$/)
    .optional(),
  /** Only games whose smallest stake is at most this. */
  minBet: decimalAmount.optional(),
  /** Only games whose fewest lines are at most this. */
  minLine: queryNumber.pipe(z.number().int().min(0).max(10_000)).optional(),
  language: queryLanguage.optional(),
});
export const gameListValue = z.object({
  games: z.array(gameItem),
  /** The page served (1-based); past the last page the list is empty. */
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type GameListValue = z.infer<typeof gameListValue>;
export const GAME_LIST_DEFAULT_PAGE_SIZE = GAME_LIST_PAGE_SIZE;

// ---- GCSGAME_hotGamesV2

export const hotGamesRequest = z.object({
  merchantCode: merchant.optional(),
  isPlatform: queryNumber.pipe(z.literal(HOT_GAMES_IS_PLATFORM)).optional(),
  /** Names in this language (else the request's), as every game list: Urdu where the catalogue has it. */
  language: queryLanguage.optional(),
  platform: z.literal(GAME_PLATFORM).optional(),
});
export const hotGamesValue = z.object({ list: z.array(gameItem) });
export type HotGamesValue = z.infer<typeof hotGamesValue>;

// ---- /lgw/games/mobile: the lottery games of the mobile lobby (LOTT and ELOTT)

export const mobileGamesRequest = z.object({
  gameType: z.enum(['LOTT', 'ELOTT']).optional(),
  language: queryLanguage.optional(),
});
export const mobileGamesValue = z.object({ list: z.array(gameItem) });
export type MobileGamesValue = z.infer<typeof mobileGamesValue>;

// ---- favourites

/** Add (POST body) and remove (DELETE query) name the game by nodeId and vendor (spec 4). */
export const favouriteGameRequest = z.object({ nodeId, vendor: vendorCode });
export type FavouriteGameRequest = z.input<typeof favouriteGameRequest>;
export const favouriteChangeValue = z.object({
  nodeId: z.number().int(),
  /** Whether the game is a favourite after the call (adding twice or removing twice is harmless). */
  favourite: z.boolean(),
});
export type FavouriteChangeValue = z.infer<typeof favouriteChangeValue>;

export const favouriteGamesRequest = z.object({
  pageNo: queryNumber.optional(),
  /** 15 on home, 100 on the full list (spec 9); default FAVOURITE_PAGE_SIZE_SMALL. */
  pageSize: queryNumber.optional(),
  language: queryLanguage.optional(),
});
export const FAVOURITE_DEFAULT_PAGE_SIZE = FAVOURITE_PAGE_SIZE_SMALL;
/** Newest favourite first. */
export const favouriteGamesValue = z.object({
  content: z.array(gameItem),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
  total: z.number().int(),
});
export type FavouriteGamesValue = z.infer<typeof favouriteGamesValue>;

export const favouriteGameIdsRequest = z.object({});
/** Every favourite's nodeId and vendor, for the stars on game tiles. */
export const favouriteGameIdsValue = z.object({
  list: z.array(z.object({ nodeId: z.number().int(), vendor: z.string() })),
});
export type FavouriteGameIdsValue = z.infer<typeof favouriteGameIdsValue>;

// ---- recent games

export const addRecentGameRequest = z.object({ nodeId, vendor: vendorCode.optional() });
export const addRecentGameValue = z.object({ nodeId: z.number().int() });
export type AddRecentGameValue = z.infer<typeof addRecentGameValue>;

export const recentGamesRequest = z.object({ language: queryLanguage.optional() });
/** Most recently played first, at most RECENT_GAMES_MAX. */
export const recentGamesValue = z.object({ list: z.array(gameItem) });
export type RecentGamesValue = z.infer<typeof recentGamesValue>;

// ---- /wps/game/launchGame (spec 4: launch with category, vendor, gameId, nodeId, supportPlay)

/** "true"/"false", "1"/"0" or a boolean: query strings carry text, typed clients send booleans. */
const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((raw) => raw === true || raw === 'true' || raw === '1');

export const launchGameRequest = z.object({
  category: gameCategory,
  vendor: vendorCode,
  gameId: nodeId,
  nodeId,
  /** The tile's supportPlay flag; the server decides from the catalogue, this is informative. */
  supportPlay: queryFlag.optional(),
  language: queryLanguage.optional(),
});
export type LaunchGameRequest = z.input<typeof launchGameRequest>;
export const launchGameValue = z.object({
  /**
   * What the full-screen frame opens: a same-origin path for house games (e.g. "/studio/…"), an
   * absolute https URL for a connected third-party vendor. Single-use launch token inside; never
   * the member's session token.
   */
  url: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  nodeId: z.number().int(),
});
export type LaunchGameValue = z.infer<typeof launchGameValue>;
