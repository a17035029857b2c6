/**
 * Agents' payouts in the back office: what the house and uplines owe and have paid (contract
 * salaries and dividends, cashback, invite rewards), one agent's side of it with its cashback rates,
 * and a hold on everything an agent is paid. A held agent's contract periods settle as SUSPENDED
 * (never paid), payouts waiting for funds wait, and its cashback and invite claims are refused with
 * PAYOUTS_ON_HOLD, until an operator releases the hold. Reads need members.read, the hold
 * members.manage; holding and releasing are audited on the member.
 */
import { z } from 'zod';
import { REBATE_PRODUCTS } from '../rewards/rebates-paths.ts';

export { agentPayoutErrorCatalogue, opsPayoutErrorCatalogue } from './payouts-errors.ts';

export const OPS_AGENT_PAYOUT_PATHS = {
  overview: '/ops/agent-payouts',
  member: '/ops/members/:memberId/agent-payouts',
  hold: '/ops/members/:memberId/agent-payouts/hold',
  release: '/ops/members/:memberId/agent-payouts/release',
} as const;

/** Days the overview's "paid" figures look back. */
export const AGENT_PAYOUT_PAID_DAYS = 30;
/** Held agents the overview lists (newest holds first). */
export const AGENT_PAYOUT_HELD_LIST = 100;

/** Money owed and not yet paid: the amount and how many contract periods it is. */
const owed = z.object({ amount: z.string(), periods: z.number().int() });
const paidByKind = z.object({
  salary: z.string(),
  dividend: z.string(),
  cashback: z.string(),
  invite: z.string(),
});

export const opsPayoutHold = z.object({
  reason: z.string(),
  heldBy: z.string(),
  heldAt: z.string(),
});
export type OpsPayoutHold = z.infer<typeof opsPayoutHold>;

export const opsAgentPayoutsOverviewValue = z.object({
  currency: z.string(),
  /** Contract payouts waiting for an upline's funds (or the house's), by kind. */
  unpaid: z.object({ salary: owed, dividend: owed }),
  /** Paid over the last AGENT_PAYOUT_PAID_DAYS days. */
  paid: paidByKind,
  held: z.array(opsPayoutHold.extend({ memberId: z.number().int(), username: z.string() })),
  /** Holds beyond the listed ones. */
  heldTotal: z.number().int(),
});
export type OpsAgentPayoutsOverviewValue = z.infer<typeof opsAgentPayoutsOverviewValue>;

export const opsAgentPayoutsValue = z.object({
  currency: z.string(),
  hold: opsPayoutHold.nullable(),
  /** The member's cashback rates now: its own where its upline set one, else the operator's. */
  rates: z.array(z.object({ product: z.enum(REBATE_PRODUCTS), rateBps: z.number().int() })),
  /** Everything the member was ever paid, by kind. */
  received: paidByKind,
  /** Contract payouts waiting for the payer's funds: owed to the member, and owed by it to its downlines. */
  waiting: owed,
  owing: owed,
});
export type OpsAgentPayoutsValue = z.infer<typeof opsAgentPayoutsValue>;

export const opsAgentPayoutParams = z.object({ memberId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const opsAgentPayoutReasonRequest = z.object({ reason: z.string().trim().min(1).max(255) });
export type OpsAgentPayoutReasonRequest = z.infer<typeof opsAgentPayoutReasonRequest>;
