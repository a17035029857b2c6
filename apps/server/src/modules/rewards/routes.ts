/** Reward centre routes: members' claimable rewards, claims and history; the operator's issue call. */
import { OPS_REWARDS_PATHS, endpoints, opsIssueRewardRequest } from '@openlobby/contract';
import type { RequestContext } from '../../platform/request-context.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { RewardMember, RewardsService } from './service.ts';
import type { App } from '../../platform/typed-app.ts';

/** The contract route gate refuses guests on `required` endpoints before a handler runs. */
function member(ctx: RequestContext): RewardMember {
  if (ctx.session === null) throw new Error('member endpoint ran without a session');
  return { merchantId: ctx.merchant.id, session: ctx.session };
}

export function registerRewardsRoutes(app: App, service: RewardsService, auth: OperatorAuth): void {
  app.contractRoute(endpoints.availablePromotions, (_input, ctx) =>
    service.available(member(ctx), ctx.language),
  );
  // A claim is idempotent (one transfer id per reward), so repeats need no stricter limit.
  app.contractRoute(endpoints.claimIssuedPromotion, (input, ctx) =>
    service.claim(member(ctx), input.rewardId),
  );
  app.contractRoute(endpoints.claimedPromotions, (input, ctx) =>
    service.history(member(ctx), input, ctx.language),
  );

  const operator = operatorOf(auth);
  const issueRoute = { schema: { body: opsIssueRewardRequest }, config: opsAccess('rewards.issue') };
  app.post(OPS_REWARDS_PATHS.rewards, issueRoute, async (request) => {
    const who = await operator(request);
    const body = request.body;
    return {
      success: true as const,
      value: await service.issue(operatorActor(who, request), body, who.merchantId),
    };
  });
}
