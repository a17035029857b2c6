/**
 * Cashback routes: the member's claimable periods, claim and history (MCS2_getClaimableRebate,
 * MCS2_claimRebate, MCS2_rebateHistory), and the operator's settings and liability under
 * /ops/rebates (read: promotions.read; write: promotions.write, audited).
 */
import { OPS_REBATE_PATHS, endpoints, opsRebateSettingsRequest } from '@openlobby/contract';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { rewardMember } from '../rewards/vip.routes.ts';
import type { RebateService } from './service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerRebateRoutes(app: App, service: RebateService, auth: OperatorAuth): void {
  app.contractRoute(endpoints.claimableRebate, (_input, ctx) => service.claimable(rewardMember(ctx)));
  // Once per member and period (primary key and one transfer id per member and period).
  app.contractRoute(endpoints.claimRebate, (input, ctx) => service.claim(rewardMember(ctx), input.period));
  app.contractRoute(endpoints.rebateHistory, (input, ctx) => service.history(rewardMember(ctx), input.range));

  const operator = operatorOf(auth);
  app.get(OPS_REBATE_PATHS.settings, { config: opsAccess('promotions.read') }, async (request) => {
    const who = await operator(request);
    return ok(await service.opsSettings(who.merchantId));
  });
  app.put(
    OPS_REBATE_PATHS.settings,
    { schema: { body: opsRebateSettingsRequest }, config: opsAccess('promotions.write') },
    async (request) => {
      const who = await operator(request);
      return ok(await service.saveSettings(operatorActor(who, request), who.merchantId, request.body));
    },
  );
  app.get(OPS_REBATE_PATHS.liability, { config: opsAccess('promotions.read') }, async (request) => {
    const who = await operator(request);
    return ok(await service.liability(who.merchantId));
  });
}
