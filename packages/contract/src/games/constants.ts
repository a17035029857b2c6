/**
 * Game catalogue values both apps need, zod-free (the web imports them through
 * `@openlobby/contract/client`). Page sizes of spec section 9 live in ../constants.ts.
 */
import { GameCategory } from '../enums.ts';

/** The only platform value the lobby sends (spec 7.1: platform html5). */
export const GAME_PLATFORM = 'html5';
/** clientType of the game list call (spec 7.1). */
export const GAME_CLIENT_TYPE = 2;
/** isPlatform of the hot games call (spec 7.1). */
export const HOT_GAMES_IS_PLATFORM = 2;

/** Largest page any game or favourite list serves (the spec's largest use asks for 100). */
export const GAME_PAGE_SIZE_MAX = 100;
/** Pages past this are refused: no honest scroll reaches it, and deep offsets cost the database. */
export const GAME_PAGE_NO_MAX = 10_000;
/** A search longer than any game name cannot match; refusing it early keeps the query cheap. */
export const GAME_SEARCH_MAX_LENGTH = 64;
/** The hot list has no more pages (spec 2.4): it is one list of at most this many games. */
export const HOT_GAMES_MAX = 60;
/** Favourites a member may keep; the star list (favouriteGameIds) is one answer of at most this many. */
export const FAVOURITE_GAMES_MAX = 500;
/** Recent games kept per member; playing one more drops the oldest. */
export const RECENT_GAMES_MAX = 20;

/** Game money (minBet) in JSON: a decimal string with this many fraction digits. */
export const GAME_MONEY_SCALE = 2;

/**
 * Categories that hold games. HOT is a flag on games, ALL is every category, and HOME and PROMO
 * are lobby tabs (PROMO opens /m/activity): none of them is a game's own category.
 */
export const GAME_HOLDING_CATEGORIES = [
  GameCategory.LOTT,
  GameCategory.ELOTT,
  GameCategory.LIVE,
  GameCategory.RNG,
  GameCategory.FISH,
  GameCategory.SPORTS,
  GameCategory.ESPORTS,
  GameCategory.PVP,
  GameCategory.LIVESTREAM,
] as const;
export type GameHoldingCategory = (typeof GAME_HOLDING_CATEGORIES)[number];

/** Categories whose lobby tab shows vendor lists with hot games (spec 2.10). */
export const VENDOR_LIST_CATEGORIES = [
  GameCategory.FISH,
  GameCategory.LIVE,
  GameCategory.RNG,
  GameCategory.PVP,
] as const;

/** Vendor codes: upper-case letters, digits and underscores (TCG_LOTTO_VN, AV, PG). */
export const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{1,32}$/;
/** A vendor's own game code: letters, digits, dot, dash and underscore. */
export const GAME_CODE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Icons are paths relative to an image CDN base (`imageCdns` of domainRoute): the client prefixes
 * the first CDN and, when the image fails, `fallbackImageCdn`, then the default game image. The
 * path carries the merchant code in upper case (spec 7.2).
 */
export const GAME_ICON_DIR = '/game-icons';
/** Widths in pixels of our icons: `iconUrl` and `mobileLargeIcon` (a phone picks by its density). */
export const GAME_ICON_WIDTH = 240;
export const GAME_ICON_LARGE_WIDTH = 480;
