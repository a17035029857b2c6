import type { EndpointMeta } from './endpoint.ts';
import { accountsPaths } from './accounts/paths.ts';
import { gamesPaths } from './games/paths.ts';
import { lotteryPaths } from './lottery/paths.ts';
import { messagingPaths } from './messaging/paths.ts';
import { promotionPaths } from './promotions/paths.ts';
import { rewardsPaths } from './rewards/paths.ts';
import { signInPaths } from './rewards/sign-in-paths.ts';
import { vipPaths } from './rewards/vip-paths.ts';
import { rebatePaths } from './rewards/rebates-paths.ts';
import { invitePaths } from './invites/paths.ts';
import { systemPaths } from './system/paths.ts';
import { agentIncomePaths } from './agents/income-paths.ts';
import { agentTeamPaths } from './agents/team-paths.ts';
import { agentContractPaths } from './agents/contracts-paths.ts';
import { agentLinkPaths } from './agents/links-paths.ts';
import { agentTransferPaths } from './agents/transfers-paths.ts';
import { walletPaths } from './wallet/paths.ts';
import { protectionPaths } from './protection-paths.ts';
import { verificationPaths } from './verification-paths.ts';
import { protectionRealityPaths } from './protection-reality-paths.ts';
import { exclusionPaths } from './protection-exclusion-paths.ts';

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
  ...rebatePaths,
  ...invitePaths,
  ...agentLinkPaths,
  ...agentTransferPaths,
  ...agentIncomePaths,
  ...agentTeamPaths,
  ...agentContractPaths,
  ...protectionPaths,
  ...verificationPaths,
  ...protectionRealityPaths,
  ...exclusionPaths,
} as const satisfies Record<string, EndpointMeta>;
