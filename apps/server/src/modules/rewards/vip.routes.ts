/**
 * VIP routes: the member's level and progress (MCSFE_getPlayerRankProgress), and the operator's
 * level table under /ops/vip-levels (read: content.read; write: rewards.issue, audited).
 */
import { OPS_VIP_PATHS, endpoints, opsVipLevelParam, opsVipLevelRequest } from '@openlobby/contract';
import type { RequestContext } from '../../platform/request-context.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { RewardMember } from './service.ts';
import type { VipService } from './vip.service.ts';

/** The contract route gate refuses guests on `required` endpoints before a handler runs. */
export function rewardMember(ctx: RequestContext): RewardMember {
  if (ctx.session === null) throw new Error('member endpoint ran without a session');
  return { merchantId: ctx.merchant.id, session: ctx.session };
}

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerVipRoutes(app: App, service: VipService, auth: OperatorAuth): void {
  app.contractRoute(endpoints.playerRankProgress, (_input, ctx) =>
    service.progress(rewardMember(ctx), ctx.language),
  );

  const operator = operatorOf(auth);
  app.get(OPS_VIP_PATHS.levels, { config: opsAccess('content.read') }, async (request) => {
    const who = await operator(request);
    return ok({ content: await service.levels(who.merchantId) });
  });
  app.put(
    OPS_VIP_PATHS.level,
    { schema: { params: opsVipLevelParam, body: opsVipLevelRequest }, config: opsAccess('rewards.issue') },
    async (request) => {
      const who = await operator(request);
      return ok(
        await service.save(operatorActor(who, request), who.merchantId, request.params.level, request.body),
      );
    },
  );
  app.delete(
    OPS_VIP_PATHS.level,
    { schema: { params: opsVipLevelParam }, config: opsAccess('rewards.issue') },
    async (request) => {
      const who = await operator(request);
      return ok(await service.remove(operatorActor(who, request), who.merchantId, request.params.level));
    },
  );
}
