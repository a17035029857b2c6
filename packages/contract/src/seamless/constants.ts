/**
 * The seamless-wallet protocol: how a game vendor, third-party or OpenLobby's own house
 * studio, moves a member's money. Zod-free, so a vendor client or the web can import it.
 */

/** A body whose timestamp is further than this from the server's clock is refused (replay window). */
export const SEAMLESS_TIMESTAMP_WINDOW_MS = 5 * 60_000;
/** A launch token not exchanged through authenticate within this time is dead. */
export const SEAMLESS_LAUNCH_TOKEN_TTL_MS = 2 * 60_000;
/** A vendor session idle this long is expired (bets refused; wins and rollbacks still paid). */
export const SEAMLESS_SESSION_IDLE_MS = 30 * 60_000;

export const SeamlessStatus = {
  OK: 'OK',
  /** HTTP 401: missing or wrong X-Signature, or a vendor that is not connected. Nothing happened. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  /** HTTP 400: timestamp outside the window and not an exact replay of an applied transaction. */
  REQUEST_EXPIRED: 'REQUEST_EXPIRED',
  /** HTTP 400: malformed body. */
  INVALID_REQUEST: 'INVALID_REQUEST',
  /** HTTP 409: a transactionId already used with a different body. */
  TRANSACTION_CONFLICT: 'TRANSACTION_CONFLICT',
  /** The bet's stake is more than the balance; the answer carries the current balance. */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /** Launch token unknown, used or expired, or vendor session unknown or idle too long. */
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  /** The member is disabled or frozen: no new bets. */
  PLAYER_BLOCKED: 'PLAYER_BLOCKED',
  UNKNOWN_PLAYER: 'UNKNOWN_PLAYER',
  /** A win (or its settlement) names a bet this vendor never placed. */
  BET_NOT_FOUND: 'BET_NOT_FOUND',
  /** The bet's rollback arrived first: the late bet moves nothing. */
  BET_ROLLED_BACK: 'BET_ROLLED_BACK',
  /**
   * A rollback of a bet whose round already paid its win (or closed with "0.00"): refused, as every
   * seamless wallet does, since refunding the stake on top of the win would pay the round twice.
   */
  BET_ALREADY_SETTLED: 'BET_ALREADY_SETTLED',
  /** A rollback names a transaction that is not a bet (a win, another rollback): nothing to refund. */
  NOT_A_BET: 'NOT_A_BET',
  /** The stake is above the largest the member's active bonus allows; nothing was taken. */
  BET_LIMIT_EXCEEDED: 'BET_LIMIT_EXCEEDED',
} as const;
export type SeamlessStatus = (typeof SeamlessStatus)[keyof typeof SeamlessStatus];
export const SEAMLESS_STATUSES = Object.values(SeamlessStatus) as [SeamlessStatus, ...SeamlessStatus[]];

/** HTTP status of each answer; business outcomes are 200 so vendors read the body. */
export const SEAMLESS_HTTP_STATUS: Readonly<Record<SeamlessStatus, number>> = {
  OK: 200,
  INVALID_SIGNATURE: 401,
  REQUEST_EXPIRED: 400,
  INVALID_REQUEST: 400,
  TRANSACTION_CONFLICT: 409,
  INSUFFICIENT_FUNDS: 200,
  SESSION_EXPIRED: 200,
  PLAYER_BLOCKED: 200,
  UNKNOWN_PLAYER: 200,
  BET_NOT_FOUND: 200,
  BET_ROLLED_BACK: 200,
  BET_ALREADY_SETTLED: 200,
  NOT_A_BET: 200,
  BET_LIMIT_EXCEEDED: 200,
};

/**
 * Amounts and balances: decimal strings ("1.00"). The member's currency decides how many fraction
 * digits count: the server refuses a fraction below its minor unit (INVALID_REQUEST), never rounds.
 */
export const SEAMLESS_AMOUNT_PATTERN = /^\d{1,15}(\.\d{1,6})?$/;
/** Vendor transaction and round ids. */
export const SEAMLESS_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * House vendors: OpenLobby's own studio, which calls this API like any vendor. Their secrets are
 * derived from SERVER_SECRET (nothing to configure); every other vendor is third-party.
 */
export const HOUSE_VENDOR_CODES = ['OLS', 'OLI'] as const;
export type HouseVendorCode = (typeof HOUSE_VENDOR_CODES)[number];
export function isHouseVendor(vendorCode: string): vendorCode is HouseVendorCode {
  return (HOUSE_VENDOR_CODES as readonly string[]).includes(vendorCode);
}
