/**
 * The console's game catalogue API: vendors with their connection state, categories and their
 * lobby order, games paged and filtered on the server with their switches (enabled, hot, order),
 * and a catalogue import from a vendor file (the format of `cli games import`) that is previewed
 * as a diff before it is applied. The catalogue is every merchant's; changes show in the lobby at
 * once on the instance that made them and within seconds on the others.
 */
import { z } from 'zod';
import { GAME_HOLDING_CATEGORIES, VENDOR_CODE_PATTERN } from '../games/constants.ts';
import { UPLOADS_PUBLIC_PATH, UPLOAD_NAME_PATTERN } from './uploads.ts';

export const OPS_GAMES_PATHS = {
  vendors: '/ops/games/vendors',
  vendorEnabled: '/ops/games/vendors/:vendorCode/enabled',
  vendorProbe: '/ops/games/vendors/:vendorCode/probe',
  categories: '/ops/games/categories',
  categoryOrder: '/ops/games/categories/order',
  games: '/ops/games',
  game: '/ops/games/:gameId',
  importPreview: '/ops/games/import/preview',
  importApply: '/ops/games/import',
} as const;

export const OPS_GAMES_MAX_PAGE_SIZE = 100;
/** A preview lists at most this many games of each kind of change; the counts are always whole. */
export const OPS_IMPORT_DIFF_LIST_MAX = 200;
/** An uploaded catalogue file may be this large (the general request limit is far smaller). */
export const OPS_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

/** Emblems a game's drawn icon can carry; an operator may choose one instead of the title's own. */
export const GAME_ICON_SYMBOLS = [
  'seven',
  'coin',
  'crown',
  'flame',
  'gem',
  'lotus',
  'pyramid',
  'bolt',
  'paw',
  'cherries',
  'anchor',
  'horseshoe',
  'dice',
  'wheel',
  'cards',
  'tile',
  'fish',
  'balls',
  'ball',
  'flag',
  'gamepad',
  'mic',
] as const;
export type GameIconSymbol = (typeof GAME_ICON_SYMBOLS)[number];

/** The longest address a game's own icon picture may have (the column's width). */
export const GAME_ICON_PICTURE_MAX_LENGTH = 512;
/** An https address with a host name and no spaces or control characters. */
const HTTPS_PICTURE = /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?\/[\x21-\x7e]*$/;

/**
 * Whether `address` may be a game's own icon picture: one uploaded to this server
 * (`/uploads/<name>`, as POST /ops/uploads answers) or an https address (an S3 store's public one).
 */
export function isGameIconPicture(address: string): boolean {
  if (address.length > GAME_ICON_PICTURE_MAX_LENGTH) return false;
  if (address.startsWith(`${UPLOADS_PUBLIC_PATH}/`))
    return UPLOAD_NAME_PATTERN.test(address.slice(UPLOADS_PUBLIC_PATH.length + 1));
  return HTTPS_PICTURE.test(address);
}
const iconPicture = z
  .string()
  .max(GAME_ICON_PICTURE_MAX_LENGTH)
  .refine(isGameIconPicture, 'a picture uploaded here (/uploads/...) or an https:// address');

const category = z.enum(GAME_HOLDING_CATEGORIES);
const order = z.number().int().min(0).max(1_000_000_000);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const opsVendorParams = z.object({ vendorCode: z.string().regex(VENDOR_CODE_PATTERN) });
export const opsGameParams = z.object({ gameId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** An operator may check vendors' reachability this many times a minute. */
export const OPS_VENDOR_PROBE_PER_MINUTE = 6;

/**
 * Why a probe answered as it did: `ok` the launch URL's origin answered below 500; `http-error` it
 * answered 500 or above; `timeout` no answer in time; `refused` the connection was refused or
 * dropped; `dns` the host name does not resolve; `tls` the secure connection failed;
 * `not-configured` a house vendor or one without a launch URL, nothing to probe.
 */
export const VENDOR_PROBE_REASONS = [
  'ok',
  'timeout',
  'refused',
  'dns',
  'tls',
  'http-error',
  'not-configured',
] as const;
export type VendorProbeReason = (typeof VENDOR_PROBE_REASONS)[number];

/**
 * One reachability check of a vendor's launch URL origin, asked by an operator (POST
 * OPS_GAMES_PATHS.vendorProbe, games.read): a HEAD request (GET when HEAD is refused with 405), no
 * redirect followed, no secret sent, a few seconds at most.
 */
export const opsVendorProbe = z.object({
  reachable: z.boolean(),
  /** The HTTP status answered; null when nothing answered. */
  status: z.number().int().nullable(),
  /** How long the check took. */
  millis: z.number().int().min(0),
  checkedAt: z.string(),
  reason: z.enum(VENDOR_PROBE_REASONS),
});
export type OpsVendorProbe = z.output<typeof opsVendorProbe>;

/**
 * A vendor and whether its games can open: house vendors run on our own engines; a third-party
 * vendor is connected when its secret and launch URL are both configured (SEAMLESS_SECRET_<CODE>,
 * SEAMLESS_LAUNCH_URL_<CODE>). Vendors call us; whether we can reach their launch URL is checked
 * only when an operator asks (opsVendorProbe), and the last answer since the server started is kept.
 */
export const opsVendor = z.object({
  code: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  house: z.boolean(),
  secretConfigured: z.boolean(),
  launchUrlConfigured: z.boolean(),
  connected: z.boolean(),
  games: z.number().int(),
  enabledGames: z.number().int(),
  categories: z.array(category),
  /** The last reachability check on this server since it started; null: none yet. */
  lastProbe: opsVendorProbe.nullable(),
});
export type OpsVendor = z.output<typeof opsVendor>;
export const opsVendorsValue = z.object({ content: z.array(opsVendor) });

export const opsEnabledRequest = z.object({ enabled: z.boolean() });

export const opsCategory = z.object({
  code: category,
  nameEn: z.string(),
  nameUr: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  games: z.number().int(),
});
export type OpsCategory = z.output<typeof opsCategory>;
export const opsCategoriesValue = z.object({ content: z.array(opsCategory) });

/** Every category code once, in the new lobby order. */
export const opsCategoryOrderRequest = z.object({
  codes: z
    .array(category)
    .min(1)
    .max(GAME_HOLDING_CATEGORIES.length)
    .refine((codes) => new Set(codes).size === codes.length, 'each category once'),
});

export const opsGamesRequest = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OPS_GAMES_MAX_PAGE_SIZE).default(50),
  category: category.optional(),
  vendor: z.string().regex(VENDOR_CODE_PATTERN).optional(),
  /** Words of the name, each matched as a prefix (English or Urdu), or a game code's start. */
  name: z
    .string()
    .max(100)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed')
    .transform((value) => value.trim())
    .optional(),
  enabled: flag.optional(),
  hot: flag.optional(),
});
export type OpsGamesRequest = z.output<typeof opsGamesRequest>;

export const opsGame = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  nameEn: z.string(),
  nameUr: z.string().nullable(),
  category,
  enabled: z.boolean(),
  vendorEnabled: z.boolean(),
  hot: z.boolean(),
  sortOrder: z.number().int(),
  hotOrder: z.number().int(),
  /** The game opens for players now (its vendor is connected). */
  playable: z.boolean(),
  /** The emblem the operator chose for the icon; null: the one its title gives. */
  iconSymbol: z.enum(GAME_ICON_SYMBOLS).nullable(),
  /** The drawn icon (SVG), while the game is shown in the lobby. */
  iconUrl: z.string(),
  /**
   * The game's own icon picture (uploaded, or an https address), which the lobby shows instead of
   * the drawn icon; null: the drawn one.
   */
  iconPicture: z.string().nullable(),
});
export type OpsGame = z.output<typeof opsGame>;
export const opsGamesValue = z.object({ content: z.array(opsGame), total: z.number().int() });

/** What to change on one game; at least one field. */
export const opsGameUpdateRequest = z
  .object({
    enabled: z.boolean().optional(),
    hot: z.boolean().optional(),
    sortOrder: order.optional(),
    hotOrder: order.optional(),
    /** null: back to the emblem the title gives. */
    iconSymbol: z.enum(GAME_ICON_SYMBOLS).nullable().optional(),
    /** The game's own icon picture (see isGameIconPicture); null: back to the drawn icon. */
    iconPicture: iconPicture.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'nothing to change');
export type OpsGameUpdate = z.output<typeof opsGameUpdateRequest>;

const diffGame = z.object({ gameCode: z.string(), name: z.string() });
export const opsImportDiff = z.object({
  vendorCode: z.string(),
  vendorName: z.string(),
  vendorCreated: z.boolean(),
  /** Counts of each kind of change; the lists below stop at OPS_IMPORT_DIFF_LIST_MAX. */
  counts: z.object({
    added: z.number().int(),
    changed: z.number().int(),
    removed: z.number().int(),
    unchanged: z.number().int(),
  }),
  added: z.array(diffGame),
  /** With the names of the fields the file changes. */
  changed: z.array(diffGame.extend({ fields: z.array(z.string()) })),
  /** In the catalogue but not in the file: applying switches them off (they stay for history). */
  removed: z.array(diffGame),
});
export type OpsImportDiff = z.output<typeof opsImportDiff>;

/** The file's content, as parsed JSON; the server checks it against the catalogue format. */
export const opsImportRequest = z.object({ catalogue: z.unknown() });
export const opsImportValue = z.object({ diff: opsImportDiff, applied: z.boolean() });
