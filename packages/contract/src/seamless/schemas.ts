import { z } from 'zod';
import { Language } from '../enums.ts';
import { GAME_CODE_PATTERN } from '../games/constants.ts';
import {
  SEAMLESS_AMOUNT_PATTERN,
  SEAMLESS_ID_PATTERN,
  SEAMLESS_STATUSES,
  SeamlessStatus,
} from './constants.ts';
import { SEAMLESS_ACTIONS, type SeamlessAction } from './paths.ts';

/** Milliseconds since the epoch. */
const timestamp = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const amount = z.string().regex(SEAMLESS_AMOUNT_PATTERN);
const vendorId = z.string().regex(SEAMLESS_ID_PATTERN);
/** The player as vendors know it (the member id, as a string). */
const playerId = z.string().regex(/^[0-9]{1,15}$/);
const sessionId = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const launchToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
const gameCode = z.string().regex(GAME_CODE_PATTERN);
const currency = z.string();
const balance = z.string();

export const seamlessStatus = z.enum(SEAMLESS_STATUSES);
export const seamlessAction = z.enum(SEAMLESS_ACTIONS as [SeamlessAction, ...SeamlessAction[]]);

// ---- requests (strict: an unknown field is a malformed body, not silently ignored)

export const seamlessAuthenticateRequest = z.strictObject({ launchToken, timestamp });
export const seamlessBalanceRequest = z.strictObject({ playerId, sessionId, timestamp });
export const seamlessBetRequest = z.strictObject({
  playerId,
  sessionId,
  transactionId: vendorId,
  roundId: vendorId,
  gameCode,
  amount,
  timestamp,
});
/** amount may be "0.00": a lost round closes. */
export const seamlessWinRequest = z.strictObject({
  playerId,
  transactionId: vendorId,
  betTransactionId: vendorId,
  roundId: vendorId,
  gameCode,
  amount,
  timestamp,
});
export const seamlessRollbackRequest = z.strictObject({
  playerId,
  transactionId: vendorId,
  betTransactionId: vendorId,
  roundId: vendorId,
  gameCode,
  timestamp,
});

// ---- answers

/** Any refusal that has no balance to tell (bad signature, malformed body, unknown player...). */
export const seamlessFailure = z.object({ status: seamlessStatus });

export const seamlessAuthenticateValue = z.object({
  status: z.literal(SeamlessStatus.OK),
  playerId,
  sessionId,
  currency,
  /**
   * The currency's decimals: every amount of this session is written with exactly this many. A
   * vendor reads the scale here, never from how a balance happens to be written.
   */
  currencyDecimals: z.number().int().min(0).max(18),
  balance,
  nickname: z.string(),
  language: z.enum(Language),
});
export const seamlessBalanceValue = z.object({
  status: z.literal(SeamlessStatus.OK),
  balance,
  currency,
});
/**
 * The answer to bet, win and rollback: OK, or a business refusal that still tells the balance
 * (INSUFFICIENT_FUNDS, BET_ROLLED_BACK, ...). A duplicate gets the first answer again.
 */
export const seamlessTransactionValue = z.object({
  status: seamlessStatus,
  balance,
  currency,
  transactionId: vendorId,
});

export const seamlessAuthenticateResponse = z.union([seamlessAuthenticateValue, seamlessFailure]);
export const seamlessBalanceResponse = z.union([seamlessBalanceValue, seamlessFailure]);
export const seamlessTransactionResponse = z.union([seamlessTransactionValue, seamlessFailure]);

/** Request and answer schemas of every action. */
export const seamlessSchemas = {
  authenticate: { request: seamlessAuthenticateRequest, response: seamlessAuthenticateResponse },
  balance: { request: seamlessBalanceRequest, response: seamlessBalanceResponse },
  bet: { request: seamlessBetRequest, response: seamlessTransactionResponse },
  win: { request: seamlessWinRequest, response: seamlessTransactionResponse },
  rollback: { request: seamlessRollbackRequest, response: seamlessTransactionResponse },
} as const satisfies Record<SeamlessAction, { request: z.ZodType; response: z.ZodType }>;

export type SeamlessAuthenticateRequest = z.infer<typeof seamlessAuthenticateRequest>;
export type SeamlessBalanceRequest = z.infer<typeof seamlessBalanceRequest>;
export type SeamlessBetRequest = z.infer<typeof seamlessBetRequest>;
export type SeamlessWinRequest = z.infer<typeof seamlessWinRequest>;
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackRequest>;
export type SeamlessAuthenticateValue = z.infer<typeof seamlessAuthenticateValue>;
export type SeamlessBalanceValue = z.infer<typeof seamlessBalanceValue>;
export type SeamlessTransactionValue = z.infer<typeof seamlessTransactionValue>;
export type SeamlessFailure = z.infer<typeof seamlessFailure>;
export type SeamlessRequest<A extends SeamlessAction> = z.infer<(typeof seamlessSchemas)[A]['request']>;
export type SeamlessResponse<A extends SeamlessAction> = z.infer<(typeof seamlessSchemas)[A]['response']>;
