/**
 * Agent contracts: what an upline offers a direct downline and what both see of it. Money is a
 * decimal string in major units; rates and shares are basis points (100 = 1 %).
 *
 * A salary pays `rateBps` of the team's valid bet volume in a period (an hour or a day of the
 * merchant's time zone), at the highest tier whose `minVolume` the volume reached. A dividend pays
 * `shareBps` of the team's net loss (stakes − payouts of its settled bets) in a period, at the highest
 * tier whose `minNetLoss` it reached; nothing when the team did not lose. The team is the downline
 * and everyone under it. The upline pays from its cash wallet (the house, for a top agent's
 * contract offered by an operator).
 *
 * In a payout row `base` is the period's volume (salaries) or net loss (dividends), `threshold` the
 * tier reached and `bps` its rate or share.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  CONTRACT_ACTIONS,
  CONTRACT_KINDS,
  CONTRACT_MAX_BPS,
  CONTRACT_MAX_TIERS,
  CONTRACT_PAGE_SIZE,
  CONTRACT_PAYOUT_STATUSES,
  CONTRACT_PERIODS,
  CONTRACT_ROLES,
  CONTRACT_STATUSES,
  DIVIDEND_PERIODS,
  agentContractPaths as p,
} from './contracts-paths.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');
/** A tier's threshold: zero or more, in major units. */
const threshold = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,6})?$/, 'an amount of zero or more');
const bps = z.number().int().min(1).max(CONTRACT_MAX_BPS);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const pageNum = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(CONTRACT_PAGE_SIZE).default(CONTRACT_PAGE_SIZE);

/** Tiers in strictly ascending threshold order, 1 to CONTRACT_MAX_TIERS of them. */
const tierList = <T extends z.ZodType>(tier: T, thresholdOf: (tier: z.infer<T>) => string) =>
  z
    .array(tier)
    .min(1)
    .max(CONTRACT_MAX_TIERS)
    .refine(
      (tiers) =>
        tiers.every(
          (t, i) => i === 0 || Number(thresholdOf(t)) > Number(thresholdOf(tiers[i - 1] as z.infer<T>)),
        ),
      'tiers in ascending order of their threshold, no two equal',
    );

export const salaryTier = z.object({ minVolume: threshold, rateBps: bps });
export type SalaryTier = z.infer<typeof salaryTier>;
export const dividendTier = z.object({ minNetLoss: threshold, shareBps: bps });
export type DividendTier = z.infer<typeof dividendTier>;
/** The operator's tier (either family): `min` is the volume or the net loss. */
export const contractTier = z.object({ min: threshold, bps });
export type ContractTier = z.infer<typeof contractTier>;

const party = z.object({ memberId: z.number().int(), username: z.string() });

const contractBase = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  status: z.enum(CONTRACT_STATUSES),
  /** An operator suspended its payouts (periods ending meanwhile are never paid). */
  suspended: z.boolean(),
  suspendReason: z.string().nullable(),
  /** The caller's side. */
  role: z.enum(CONTRACT_ROLES),
  /** Null: offered by the house (an operator), paid from the house. */
  upline: party.nullable(),
  downline: party,
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  /** First period it pays for (the one after acceptance); null until accepted. */
  startPeriod: z.string().nullable(),
  /** Last period it pays for, once an end was asked or confirmed. */
  lastPeriod: z.string().nullable(),
  endRequestedBy: z.enum(CONTRACT_ROLES).nullable(),
  endedAt: z.string().nullable(),
  timeZone: z.string(),
});

export const salaryContract = contractBase.extend({ tiers: z.array(salaryTier) });
export type SalaryContract = z.infer<typeof salaryContract>;
export const dividendContract = contractBase.extend({ tiers: z.array(dividendTier) });
export type DividendContract = z.infer<typeof dividendContract>;

const infoOf = <T extends z.ZodType>(contract: T) =>
  z.object({
    /** My own open contract of this kind (PENDING, ACTIVE or END_REQUESTED), as the downline. */
    asDownline: contract.nullable(),
    /** The open contracts I offered my downlines. */
    asUpline: z.array(contract),
    /** Whether I may offer contracts of this kind (an agent with an active one of its own). */
    canOffer: z.boolean(),
    /** The highest rate or share I may offer: my own contract's highest tier; null when I may not offer. */
    maxBps: z.number().int().nullable(),
    timeZone: z.string(),
  });

export const infoRequest = z.object({});
export const salaryInfoValue = infoOf(salaryContract);
export type SalaryInfoValue = z.infer<typeof salaryInfoValue>;
export const dividendInfoValue = infoOf(dividendContract);
export type DividendInfoValue = z.infer<typeof dividendInfoValue>;

export const salaryApplyRequest = z.object({
  downlineId: id,
  tiers: tierList(salaryTier, (t) => t.minVolume),
});
export type SalaryApplyRequest = z.input<typeof salaryApplyRequest>;
export const dividendApplyRequest = z.object({
  downlineId: id,
  period: z.enum(DIVIDEND_PERIODS),
  tiers: tierList(dividendTier, (t) => t.minNetLoss),
});
export type DividendApplyRequest = z.input<typeof dividendApplyRequest>;

export const processContractRequest = z.object({ contractId: id, action: z.enum(CONTRACT_ACTIONS) });
export type ProcessContractRequest = z.input<typeof processContractRequest>;

export const requestsRequest = z.object({});
/** What waits for my decision: offers to me (PENDING) and ends the other side asked for (END_REQUESTED). */
export const salaryRequestsValue = z.object({ content: z.array(salaryContract) });
export type SalaryRequestsValue = z.infer<typeof salaryRequestsValue>;
export const dividendRequestsValue = z.object({ content: z.array(dividendContract) });
export type DividendRequestsValue = z.infer<typeof dividendRequestsValue>;

/** Payouts by the first day of their period (merchant's days), inclusive. */
export const contractQueryRequest = z.object({
  startDate: day.optional(),
  endDate: day.optional(),
  pageNum,
  pageSize,
});
export type ContractQueryRequest = z.input<typeof contractQueryRequest>;
export const contractHistoryRequest = contractQueryRequest.extend({
  role: z.enum(['ALL', ...CONTRACT_ROLES]).default('ALL'),
});
export type ContractHistoryRequest = z.input<typeof contractHistoryRequest>;

export const contractPayout = z.object({
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  periodKey: z.string(),
  /** The period's instants, UTC ISO, [from, to). */
  from: z.string(),
  to: z.string(),
  role: z.enum(CONTRACT_ROLES),
  /** The other side's username; null for the house. */
  counterparty: z.string().nullable(),
  base: z.string(),
  threshold: z.string(),
  bps: z.number().int(),
  amount: z.string(),
  status: z.enum(CONTRACT_PAYOUT_STATUSES),
  settledAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ContractPayout = z.infer<typeof contractPayout>;
export const contractPayoutsValue = z.object({
  content: z.array(contractPayout),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  timeZone: z.string(),
});
export type ContractPayoutsValue = z.infer<typeof contractPayoutsValue>;

export const currentRequest = z.object({});
/** The period in progress of my own active contract (as the downline): what it would pay so far. */
const currentOf = <T extends z.ZodType>(contract: T) =>
  z.object({
    contract: contract.nullable(),
    periodKey: z.string().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    base: z.string(),
    threshold: z.string().nullable(),
    bps: z.number().int(),
    amount: z.string(),
    timeZone: z.string(),
  });
export const salaryCurrentValue = currentOf(salaryContract);
export type SalaryCurrentValue = z.infer<typeof salaryCurrentValue>;
export const dividendCurrentValue = currentOf(dividendContract);
export type DividendCurrentValue = z.infer<typeof dividendCurrentValue>;

export const agentContractEndpoints = {
  dailySalaryInfo: defineEndpoint(p.dailySalaryInfo, infoRequest, salaryInfoValue),
  dailySalaryApply: defineEndpoint(p.dailySalaryApply, salaryApplyRequest, salaryContract),
  dailySalaryProcess: defineEndpoint(p.dailySalaryProcess, processContractRequest, salaryContract),
  dailySalaryRequests: defineEndpoint(p.dailySalaryRequests, requestsRequest, salaryRequestsValue),
  dailySalaryHistory: defineEndpoint(p.dailySalaryHistory, contractHistoryRequest, contractPayoutsValue),
  dailySalaryCurrent: defineEndpoint(p.dailySalaryCurrent, currentRequest, salaryCurrentValue),
  dailySalaryQuery: defineEndpoint(p.dailySalaryQuery, contractQueryRequest, contractPayoutsValue),
  hourlySalaryInfo: defineEndpoint(p.hourlySalaryInfo, infoRequest, salaryInfoValue),
  hourlySalaryApply: defineEndpoint(p.hourlySalaryApply, salaryApplyRequest, salaryContract),
  hourlySalaryProcess: defineEndpoint(p.hourlySalaryProcess, processContractRequest, salaryContract),
  hourlySalaryRequests: defineEndpoint(p.hourlySalaryRequests, requestsRequest, salaryRequestsValue),
  hourlySalaryHistory: defineEndpoint(p.hourlySalaryHistory, contractHistoryRequest, contractPayoutsValue),
  hourlySalaryCurrent: defineEndpoint(p.hourlySalaryCurrent, currentRequest, salaryCurrentValue),
  hourlySalaryQuery: defineEndpoint(p.hourlySalaryQuery, contractQueryRequest, contractPayoutsValue),
  dividendInfo: defineEndpoint(p.dividendInfo, infoRequest, dividendInfoValue),
  dividendApply: defineEndpoint(p.dividendApply, dividendApplyRequest, dividendContract),
  dividendProcess: defineEndpoint(p.dividendProcess, processContractRequest, dividendContract),
  dividendRequests: defineEndpoint(p.dividendRequests, requestsRequest, dividendRequestsValue),
  dividendHistory: defineEndpoint(p.dividendHistory, contractHistoryRequest, contractPayoutsValue),
  dividendCurrent: defineEndpoint(p.dividendCurrent, currentRequest, dividendCurrentValue),
  dividendQuery: defineEndpoint(p.dividendQuery, contractQueryRequest, contractPayoutsValue),
};
