/**
 * Player limits' routes (contract: packages/contract/src/protection.ts): GET and POST
 * /wps/member/protection/limits, and time-out / self-exclusion's GET and POST
 * /wps/member/protection/exclusion, for the signed-in member only.
 */
import { endpoints } from '@openlobby/contract';
import type { App } from '../../platform/typed-app.ts';
import { rewardMember } from '../rewards/vip.routes.ts';
import type { ExclusionService } from './exclusion-service.ts';
import type { ProtectionService } from './service.ts';

export function registerProtectionRoutes(
  app: App,
  service: ProtectionService,
  exclusions: ExclusionService,
): void {
  app.contractRoute(endpoints.myLimits, (_input, ctx) => service.myLimits(rewardMember(ctx)));
  app.contractRoute(endpoints.setLimit, (input, ctx) => service.setLimit(rewardMember(ctx), input));
  app.contractRoute(endpoints.myExclusion, (_input, ctx) => exclusions.myExclusion(rewardMember(ctx)));
  app.contractRoute(endpoints.takeExclusion, (input, ctx) => exclusions.take(rewardMember(ctx), input));
}
