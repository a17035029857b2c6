import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { accountsEndpoints } from './accounts/endpoints.ts';
import { gamesEndpoints } from './games/endpoints.ts';
import { lotteryEndpoints } from './lottery/endpoints.ts';
import { messagingEndpoints } from './messaging/endpoints.ts';
import { promotionEndpoints } from './promotions/schemas.ts';
import { rewardsEndpoints } from './rewards/endpoints.ts';
import { signInEndpoints } from './rewards/sign-in.ts';
import { vipEndpoints } from './rewards/vip.ts';
import { rebateEndpoints } from './rewards/rebates.ts';
import { inviteEndpoints } from './invites/schemas.ts';
import { systemEndpoints } from './system/endpoints.ts';
import { agentIncomeEndpoints } from './agents/income.ts';
import { agentTeamEndpoints } from './agents/team.ts';
import { agentContractEndpoints } from './agents/contracts.ts';
import { agentLinkEndpoints } from './agents/links.ts';
import { agentTransferEndpoints } from './agents/transfers.ts';
import { walletEndpoints } from './wallet/endpoints.ts';
import { protectionEndpoints } from './protection.ts';
import { verificationEndpoints } from './verification.ts';
import { protectionRealityEndpoints } from './protection-reality.ts';
import { exclusionEndpoints } from './protection-exclusion.ts';

/** Every endpoint the server serves. Later areas add their tables here. */
export const endpoints = {
  ...systemEndpoints,
  ...accountsEndpoints,
  ...walletEndpoints,
  ...gamesEndpoints,
  ...lotteryEndpoints,
  ...messagingEndpoints,
  ...rewardsEndpoints,
  ...promotionEndpoints,
  ...vipEndpoints,
  ...signInEndpoints,
  ...rebateEndpoints,
  ...inviteEndpoints,
  ...agentLinkEndpoints,
  ...agentTransferEndpoints,
  ...agentIncomeEndpoints,
  ...agentTeamEndpoints,
  ...agentContractEndpoints,
  ...protectionEndpoints,
  ...verificationEndpoints,
  ...protectionRealityEndpoints,
  ...exclusionEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ValueOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
