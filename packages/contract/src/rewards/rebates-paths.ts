/**
 * Cashback (the rebate engine)'s zod-free part: the product types, the member's calls, the
 * operator's paths and the limits. Cashback is a day's settled valid bets per product times the
 * member's rate, claimed by the member once the day (in the merchant's time zone) has ended.
 */
import type { EndpointMeta } from '../endpoint.ts';

/** Product types a rate names (the betting record's game types map onto these on the server). */
export const REBATE_PRODUCTS = ['SLOTS', 'FISHING', 'LIVE', 'POKER', 'SPORTS', 'LOTTERY'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

/** The highest rate an operator or agent may set: 300 basis points, 3 % of valid bets. */
export const REBATE_MAX_BPS = 300;
/** Ended periods a member may still claim: the last 7 days; older ones expire unclaimed. */
export const REBATE_CLAIM_DAYS = 7;
/** History ranges: today, the last 7 days (today included), the last 30 days. */
export const REBATE_HISTORY_RANGES = ['TODAY', 'WEEK', 'MONTH'] as const;
export type RebateHistoryRange = (typeof REBATE_HISTORY_RANGES)[number];

export const rebatePaths = {
  claimableRebate: {
    name: 'claimableRebate',
    method: 'GET',
    path: '/wps/relay/MCS2_getClaimableRebate',
    module: null,
    token: 'required',
    encrypted: false,
  },
  claimRebate: {
    name: 'claimRebate',
    method: 'POST',
    path: '/wps/relay/MCS2_claimRebate',
    module: null,
    token: 'required',
    encrypted: false,
  },
  rebateHistory: {
    name: 'rebateHistory',
    method: 'GET',
    path: '/wps/relay/MCS2_rebateHistory',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

export const OPS_REBATE_PATHS = {
  settings: '/ops/rebates/settings',
  liability: '/ops/rebates/liability',
} as const;
