/** Transfer routes of the agent centre: thin, the service decides. Both take the payment password, so both get the strict per-IP limit. */
import { endpoints as e } from '@openlobby/contract';
import { strictRateLimit } from '../../platform/rate-limit.ts';
import type { App } from '../../platform/typed-app.ts';
import { agentCaller } from './links-caller.ts';
import type { TransfersService } from './transfers.service.ts';

export function registerTransferRoutes(app: App, service: TransfersService, perMinute: number): void {
  const strict = { rateLimit: strictRateLimit(perMinute) };
  app.contractRoute(e.transferTargets, (i, ctx, req) => service.targets(agentCaller(ctx, req), i.search));
  app.contractRoute(
    e.transferDownline,
    (i, ctx, req) =>
      service.transfer(agentCaller(ctx, req), {
        lines: [{ downlineId: i.downlineId, amount: i.amount }],
        paymentPassword: i.paymentPassword,
        transferId: i.transferId,
      }),
    strict,
  );
  app.contractRoute(
    e.transferMultipleDownline,
    (i, ctx, req) =>
      service.transfer(agentCaller(ctx, req), {
        lines: i.transfers,
        paymentPassword: i.paymentPassword,
        transferId: i.transferId,
      }),
    strict,
  );
}
