/**
 * Reality checks and account history's API: GET /wps/member/protection/session, POST
 * /wps/member/protection/reality-check, GET /wps/member/protection/history. Money is a decimal
 * string in major units of the member's currency. Rules and constants: protection-reality-paths.ts.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { REALITY_CHECK_MINUTES, protectionRealityPaths } from './protection-reality-paths.ts';

const minutes = z.union(REALITY_CHECK_MINUTES.map((value) => z.literal(value)));

export const mySessionRequest = z.object({});
export const mySessionValue = z.object({
  currency: z.string(),
  /** When the member's login session began (ISO); null when no session is live. */
  startedAt: z.string().nullable(),
  /** The server's clock when it answered (ISO), so a device can count from it whatever its own clock says. */
  now: z.string(),
  /** Stakes and wins of the bets placed since the session began, and wins minus stakes. */
  stakes: z.string(),
  wins: z.string(),
  net: z.string(),
  /** The reality-check interval in minutes; 0: off. */
  intervalMinutes: minutes,
});
export type MySessionValue = z.infer<typeof mySessionValue>;

export const setRealityCheckRequest = z.object({ minutes });
export type SetRealityCheckRequest = z.infer<typeof setRealityCheckRequest>;
export const setRealityCheckValue = z.object({ intervalMinutes: minutes });
export type SetRealityCheckValue = z.infer<typeof setRealityCheckValue>;

export const accountHistoryMonth = z.object({
  /** YYYY-MM (UTC). */
  month: z.string(),
  deposits: z.string(),
  withdrawals: z.string(),
  stakes: z.string(),
  wins: z.string(),
  /** Wins minus stakes. */
  net: z.string(),
});
export type AccountHistoryMonth = z.infer<typeof accountHistoryMonth>;

export const accountHistoryRequest = z.object({});
export const accountHistoryValue = z.object({
  currency: z.string(),
  /** Newest first: this month and the 11 before it, months without activity included. */
  months: z.array(accountHistoryMonth),
  /** Approved deposits minus approved or paid withdrawals, ever. */
  lifetimeNetDeposit: z.string(),
  lifetimeDeposits: z.string(),
  lifetimeWithdrawals: z.string(),
});
export type AccountHistoryValue = z.infer<typeof accountHistoryValue>;

export const protectionRealityEndpoints = {
  mySession: defineEndpoint(protectionRealityPaths.mySession, mySessionRequest, mySessionValue),
  setRealityCheck: defineEndpoint(
    protectionRealityPaths.setRealityCheck,
    setRealityCheckRequest,
    setRealityCheckValue,
  ),
  accountHistory: defineEndpoint(
    protectionRealityPaths.accountHistory,
    accountHistoryRequest,
    accountHistoryValue,
  ),
};
