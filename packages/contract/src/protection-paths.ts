/**
 * Player protection's zod-free part: the limits a member sets for themself, their paths
 * and the errors a refused action answers. The zod schemas and endpoints are in protection.ts.
 *
 * Limits: deposit, loss and wager limits over a rolling 24 hours, 7 days or 30 days ending now, and
 * a session-time limit (minutes per login session). Lowering a limit (or setting a new one) applies
 * at once; raising or removing one applies PROTECTION_RAISE_DELAY_MS later and is pending until then
 * (a later lowering cancels it). Where several limits apply to one action, the lowest headroom wins.
 */
import type { EndpointMeta } from './endpoint.ts';
import type { ErrorDefinition } from './lobby-errors.ts';

export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'SESSION'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Money limits' windows; SESSION is the session-time limit's only period. */
export const MONEY_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const LIMIT_PERIODS = [...MONEY_LIMIT_PERIODS, 'SESSION'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type MoneyLimitPeriod = (typeof MONEY_LIMIT_PERIODS)[number];

/** How far back each money window reaches from now (rolling windows). */
export const LIMIT_PERIOD_MS: Readonly<Record<MoneyLimitPeriod, number>> = {
  DAY: 24 * 60 * 60 * 1000,
  WEEK: 7 * 24 * 60 * 60 * 1000,
  MONTH: 30 * 24 * 60 * 60 * 1000,
};
/** A raise or a removal applies this long after it is asked for. */
export const PROTECTION_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** Session-time limits in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 24 * 60 } as const;

export const protectionPaths = {
  /** The member's limits with their usage now and any pending raise or removal. */
  myLimits: {
    name: 'myLimits',
    method: 'GET',
    path: '/wps/member/protection/limits',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /** Sets, lowers, raises (pending 24 h) or removes (amount null; pending 24 h) one limit. */
  setLimit: {
    name: 'setLimit',
    method: 'POST',
    path: '/wps/member/protection/limits',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

/**
 * A refused action names the limit by its code; `data` carries `kind`, `period`, `limit`, `left`
 * (decimal strings; minutes for SESSION) and `until` (ISO time headroom returns, when known).
 */
export const protectionErrorCatalogue = {
  DEPOSIT_LIMIT_REACHED: {
    status: 409,
    EN: 'This deposit is over the deposit limit you set. Nothing was requested.',
    UR: 'یہ جمع آپ کی مقرر کردہ جمع کی حد سے زیادہ ہے۔ کوئی درخواست نہیں کی گئی۔',
  },
  LOSS_LIMIT_REACHED: {
    status: 409,
    EN: 'This bet is over the loss limit you set. No bet was placed.',
    UR: 'یہ شرط آپ کی مقرر کردہ نقصان کی حد سے زیادہ ہے۔ کوئی شرط نہیں لگائی گئی۔',
  },
  WAGER_LIMIT_REACHED: {
    status: 409,
    EN: 'This bet is over the wager limit you set. No bet was placed.',
    UR: 'یہ شرط آپ کی مقرر کردہ شرط کی حد سے زیادہ ہے۔ کوئی شرط نہیں لگائی گئی۔',
  },
  SESSION_LIMIT_REACHED: {
    status: 409,
    EN: 'You have reached the session-time limit you set. Log in again later to play.',
    UR: 'آپ اپنی مقرر کردہ سیشن کے وقت کی حد تک پہنچ گئے ہیں۔ کھیلنے کے لیے بعد میں دوبارہ لاگ اِن کریں۔',
  },
} as const satisfies Record<string, ErrorDefinition>;
export type LimitErrorCode = keyof typeof protectionErrorCatalogue;

/** The error code of a refusal by a limit of this kind. */
export const LIMIT_ERROR_CODE: Readonly<Record<LimitKind, LimitErrorCode>> = {
  DEPOSIT: 'DEPOSIT_LIMIT_REACHED',
  LOSS: 'LOSS_LIMIT_REACHED',
  WAGER: 'WAGER_LIMIT_REACHED',
  SESSION: 'SESSION_LIMIT_REACHED',
};
