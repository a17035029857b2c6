/**
 * Daily sign-in routes: the member's calendar and sign-in, and the operator's calendar under
 * /ops/sign-in-calendar (read: content.read; write: rewards.issue, audited).
 */
import { OPS_SIGN_IN_PATHS, endpoints, opsSignInCalendarRequest } from '@openlobby/contract';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import type { SignInService } from './sign-in.service.ts';
import { rewardMember } from './vip.routes.ts';

const ok = <T>(value: T) => ({ success: true as const, value });

export function registerSignInRoutes(app: App, service: SignInService, auth: OperatorAuth): void {
  app.contractRoute(endpoints.signInCalendar, (input, ctx) =>
    service.calendar(rewardMember(ctx), input.timeZone),
  );
  // Idempotent per day (primary key and one transfer id per member and day).
  app.contractRoute(endpoints.signIn, (input, ctx) => service.signIn(rewardMember(ctx), input.timeZone));

  const operator = operatorOf(auth);
  app.get(OPS_SIGN_IN_PATHS.calendar, { config: opsAccess('content.read') }, async (request) => {
    const who = await operator(request);
    return ok(await service.opsCalendar(who.merchantId));
  });
  app.put(
    OPS_SIGN_IN_PATHS.calendar,
    { schema: { body: opsSignInCalendarRequest }, config: opsAccess('rewards.issue') },
    async (request) => {
      const who = await operator(request);
      return ok(await service.saveCalendar(operatorActor(who, request), who.merchantId, request.body));
    },
  );
}
