/**
 * Cashback /m/member/manualRebate (platform reference, "Cashback"): the claimable periods with their
 * per-product valid bets, rates and amounts; the claim of one period; the history of claims. And the
 * operator's rates (product × VIP level), minimum claim, on/off and outstanding liability. Money is a
 * decimal string in major units; rates are basis points (100 = 1 %).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { REBATE_HISTORY_RANGES, REBATE_MAX_BPS, REBATE_PRODUCTS, rebatePaths } from './rebates-paths.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');

export const rebateProductLine = z.object({
  product: z.enum(REBATE_PRODUCTS),
  validBet: z.string(),
  rateBps: z.number().int(),
  amount: z.string(),
});
export type RebateProductLine = z.infer<typeof rebateProductLine>;

export const claimableRebateRequest = z.object({});
export const claimableRebatePeriod = z.object({
  /** The day (YYYY-MM-DD in the merchant's time zone) whose settled bets count. */
  period: day,
  products: z.array(rebateProductLine),
  total: z.string(),
  /** False below the minimum claim. */
  claimable: z.boolean(),
});
export type ClaimableRebatePeriod = z.infer<typeof claimableRebatePeriod>;
export const claimableRebateValue = z.object({
  enabled: z.boolean(),
  minimum: z.string(),
  /** The merchant's zone the periods are days of. */
  timeZone: z.string(),
  /** The member's effective rates now (what a claim pays at). */
  rates: z.array(z.object({ product: z.enum(REBATE_PRODUCTS), rateBps: z.number().int() })),
  /** Unclaimed ended periods with bets, newest first (the last REBATE_CLAIM_DAYS days). */
  periods: z.array(claimableRebatePeriod),
  total: z.string(),
});
export type ClaimableRebateValue = z.infer<typeof claimableRebateValue>;

export const claimRebateRequest = z.object({ period: day });
export const claimRebateValue = z.object({
  period: day,
  amount: z.string(),
  /** The main wallet after the credit. */
  sumBalance: z.string(),
});
export type ClaimRebateValue = z.infer<typeof claimRebateValue>;

export const rebateHistoryRequest = z.object({ range: z.enum(REBATE_HISTORY_RANGES).default('WEEK') });
export const rebateHistoryItem = z.object({
  period: day,
  claimedAt: z.string(),
  amount: z.string(),
  products: z.array(rebateProductLine),
});
export type RebateHistoryItem = z.infer<typeof rebateHistoryItem>;
export const rebateHistoryValue = z.object({ content: z.array(rebateHistoryItem), total: z.string() });
export type RebateHistoryValue = z.infer<typeof rebateHistoryValue>;

export const rebateEndpoints = {
  claimableRebate: defineEndpoint(rebatePaths.claimableRebate, claimableRebateRequest, claimableRebateValue),
  claimRebate: defineEndpoint(rebatePaths.claimRebate, claimRebateRequest, claimRebateValue),
  rebateHistory: defineEndpoint(rebatePaths.rebateHistory, rebateHistoryRequest, rebateHistoryValue),
};

// ---- Operator API

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount');
const rateBps = z.number().int().min(0).max(REBATE_MAX_BPS);

export const opsRebateRate = z.object({
  product: z.enum(REBATE_PRODUCTS),
  vipLevel: z.number().int().min(0).max(50),
  rateBps,
});
export type OpsRebateRate = z.infer<typeof opsRebateRate>;

export const opsRebateSettingsRequest = z.object({
  enabled: z.boolean(),
  minimum: amount,
  /** Every (product, level) pair at most once; a pair left out keeps the level's VIP cashback. */
  rates: z
    .array(opsRebateRate)
    .max(REBATE_PRODUCTS.length * 51)
    .refine(
      (rates) => new Set(rates.map((r) => `${r.product}:${r.vipLevel}`)).size === rates.length,
      'each product and level once',
    ),
});
export type OpsRebateSettingsRequest = z.output<typeof opsRebateSettingsRequest>;
export const opsRebateSettingsValue = z.object({
  enabled: z.boolean(),
  minimum: z.string(),
  timeZone: z.string(),
  /** The VIP levels the merchant defines (0 always). */
  levels: z.array(
    z.object({
      level: z.number().int(),
      name: z.object({ EN: z.string(), UR: z.string() }),
      cashbackBps: z.number().int(),
    }),
  ),
  /** Every product × level, set or (set: false) the level's VIP cashback as the default. */
  rates: z.array(opsRebateRate.extend({ set: z.boolean() })),
  updatedAt: z.string().nullable(),
});
export type OpsRebateSettingsValue = z.infer<typeof opsRebateSettingsValue>;

export const opsRebateLiabilityValue = z.object({
  currency: z.string(),
  /** Claimable but unclaimed over the open periods, at members' current rates (an estimate). */
  outstanding: z.string(),
  outstandingMembers: z.number().int(),
  /** Paid per day of claim (merchant's zone), newest first, the last 30 days. */
  paid: z.array(z.object({ day, amount: z.string(), claims: z.number().int() })),
});
export type OpsRebateLiabilityValue = z.infer<typeof opsRebateLiabilityValue>;
