import type { EndpointMeta } from './endpoint.ts';
import { accountsPaths } from './accounts/paths.ts';
import { gamesPaths } from './games/paths.ts';
import { lotteryPaths } from './lottery/paths.ts';
import { messagingPaths } from './messaging/paths.ts';
import { promotionPaths } from './promotions/paths.ts';
import { rewardsPaths } from './rewards/paths.ts';
import { signInPaths } from './rewards/sign-in-paths.ts';
import { vipPaths } from './rewards/vip-paths.ts';
import { systemPaths } from './system/paths.ts';
import { walletPaths } from './wallet/paths.ts';

/** Every endpoint's zod-free description, for the web client. Mirrors `endpoints`. */
export const apiPaths = {
  ...systemPaths,
  ...accountsPaths,
  ...walletPaths,
  ...gamesPaths,
  ...lotteryPaths,
  ...messagingPaths,
  ...rewardsPaths,
  ...promotionPaths,
  ...vipPaths,
  ...signInPaths,
} as const satisfies Record<string, EndpointMeta>;
