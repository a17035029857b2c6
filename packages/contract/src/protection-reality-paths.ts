/**
 * Reality checks and account history (UKGC RTS 13, RTS 1B/1C), the zod-free part: the
 * intervals a member may choose and the paths. The schemas and endpoints are in protection-reality.ts.
 *
 * Reality check: at every `intervalMinutes` since the member's login session began, a dialog over
 * any game shows the time played and the session's net result (wins minus stakes of the bets
 * placed since the session began). 0 is "off".
 *
 * Account history: the last ACCOUNT_HISTORY_MONTHS calendar months (UTC), newest first, with
 * approved deposits, approved or paid withdrawals, stakes, wins and net (wins minus stakes), and the
 * lifetime net deposit (approved deposits minus approved or paid withdrawals, ever).
 */
import type { EndpointMeta } from './endpoint.ts';

/** The reality-check intervals a member may choose, in minutes (0: off). */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
/** Months the account history covers, this month included. */
export const ACCOUNT_HISTORY_MONTHS = 12;

export const protectionRealityPaths = {
  /** The current login session: when it began, the server's clock, stakes, wins and net, and the interval. */
  mySession: {
    name: 'mySession',
    method: 'GET',
    path: '/wps/member/protection/session',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /** Sets the reality-check interval (0: off); applies at once on every device. */
  setRealityCheck: {
    name: 'setRealityCheck',
    method: 'POST',
    path: '/wps/member/protection/reality-check',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /** The last 12 months by month and the lifetime net deposit. */
  accountHistory: {
    name: 'accountHistory',
    method: 'GET',
    path: '/wps/member/protection/history',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;
