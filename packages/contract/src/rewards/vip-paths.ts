/** VIP levels' zod-free part: the member's call, the operator's paths and the limits. */
import type { EndpointMeta } from '../endpoint.ts';

export const VIP_MAX_LEVEL = 50;

export const vipPaths = {
  playerRankProgress: {
    name: 'playerRankProgress',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

/** What a threshold counts: settled valid bets, or approved deposits (the amount credited). */
export const VIP_THRESHOLD_KINDS = ['VALID_BET', 'DEPOSIT'] as const;
export type VipThresholdKind = (typeof VIP_THRESHOLD_KINDS)[number];

export const OPS_VIP_PATHS = { levels: '/ops/vip-levels', level: '/ops/vip-levels/:level' } as const;
