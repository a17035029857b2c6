import type { EndpointMeta } from '../endpoint.ts';

/**
 * Reward centre endpoints (platform reference, "Reward centre" and "Calls"): the member's claimable
 * rewards with the unclaimed count the home badge shows, a claim, and the claim history.
 */
export const rewardsPaths = {
  availablePromotions: {
    name: 'availablePromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    module: null,
    token: 'required',
    encrypted: false,
  },
  claimIssuedPromotion: {
    name: 'claimIssuedPromotion',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    module: null,
    token: 'required',
    encrypted: false,
  },
  claimedPromotions: {
    name: 'claimedPromotions',
    method: 'GET',
    path: '/wps/relay/MCSFE_getClaimedPromotions',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;
