/**
 * Contract routes: for each kind the seven member calls (info, apply, process, requests, history,
 * current, query), thin over the service; and the operator's list, house offer, suspend and resume
 * under /ops/agent-contracts (read: members.read; changes: members.manage, audited).
 */
import {
  CONTRACT_CALLS,
  type ContractKind,
  OPS_CONTRACT_PATHS,
  endpoints as e,
  opsContractOfferRequest,
  opsContractParams,
  opsContractReasonRequest,
  opsContractsRequest,
} from '@openlobby/contract';
import type { RequestContext } from '../../platform/request-context.ts';
import type { App } from '../../platform/typed-app.ts';
import { operatorActor } from '../audit/actor.ts';
import { type OperatorAuth, operatorOf } from '../operator/auth.ts';
import { opsAccess } from '../operator/gate.ts';
import { type OpsContractsService } from './ops.service.ts';
import { type ContractCaller, type ContractView, type ContractsService, periodForKind } from './service.ts';

const ok = <T>(value: T) => ({ success: true as const, value });
const caller = (ctx: RequestContext): ContractCaller => ({
  merchantId: ctx.merchant.id,
  session: ctx.session,
});

const salaryView = (view: ContractView) => ({
  ...view,
  tiers: view.tiers.map((tier) => ({ minVolume: tier.min, rateBps: tier.bps })),
});
const dividendView = (view: ContractView) => ({
  ...view,
  tiers: view.tiers.map((tier) => ({ minNetLoss: tier.min, shareBps: tier.bps })),
});

function registerSalaryRoutes(
  app: App,
  service: ContractsService,
  kind: Exclude<ContractKind, 'DIVIDEND'>,
): void {
  const calls = CONTRACT_CALLS[kind];
  app.contractRoute(e[calls.info], async (_i, ctx) => {
    const info = await service.info(caller(ctx), kind);
    return {
      ...info,
      asDownline: info.asDownline === null ? null : salaryView(info.asDownline),
      asUpline: info.asUpline.map(salaryView),
    };
  });
  app.contractRoute(e[calls.apply], async (i, ctx) =>
    salaryView(
      await service.offer(caller(ctx), kind, {
        downlineId: i.downlineId,
        period: periodForKind(kind),
        tiers: i.tiers.map((tier) => ({ min: tier.minVolume, bps: tier.rateBps })),
      }),
    ),
  );
  app.contractRoute(e[calls.process], async (i, ctx) =>
    salaryView(await service.process(caller(ctx), kind, i.contractId, i.action)),
  );
  app.contractRoute(e[calls.requests], async (_i, ctx) => ({
    content: (await service.requests(caller(ctx), kind)).content.map(salaryView),
  }));
  app.contractRoute(e[calls.history], (i, ctx) => service.history(caller(ctx), kind, i));
  app.contractRoute(e[calls.query], (i, ctx) =>
    service.history(caller(ctx), kind, { ...i, role: 'DOWNLINE' }),
  );
  app.contractRoute(e[calls.current], async (_i, ctx) => {
    const current = await service.current(caller(ctx), kind);
    return { ...current, contract: current.contract === null ? null : salaryView(current.contract) };
  });
}

function registerDividendRoutes(app: App, service: ContractsService): void {
  const kind = 'DIVIDEND';
  app.contractRoute(e.dividendInfo, async (_i, ctx) => {
    const info = await service.info(caller(ctx), kind);
    return {
      ...info,
      asDownline: info.asDownline === null ? null : dividendView(info.asDownline),
      asUpline: info.asUpline.map(dividendView),
    };
  });
  app.contractRoute(e.dividendApply, async (i, ctx) =>
    dividendView(
      await service.offer(caller(ctx), kind, {
        downlineId: i.downlineId,
        period: periodForKind(kind, i.period),
        tiers: i.tiers.map((tier) => ({ min: tier.minNetLoss, bps: tier.shareBps })),
      }),
    ),
  );
  app.contractRoute(e.dividendProcess, async (i, ctx) =>
    dividendView(await service.process(caller(ctx), kind, i.contractId, i.action)),
  );
  app.contractRoute(e.dividendRequests, async (_i, ctx) => ({
    content: (await service.requests(caller(ctx), kind)).content.map(dividendView),
  }));
  app.contractRoute(e.dividendHistory, (i, ctx) => service.history(caller(ctx), kind, i));
  app.contractRoute(e.dividendQuery, (i, ctx) =>
    service.history(caller(ctx), kind, { ...i, role: 'DOWNLINE' }),
  );
  app.contractRoute(e.dividendCurrent, async (_i, ctx) => {
    const current = await service.current(caller(ctx), kind);
    return { ...current, contract: current.contract === null ? null : dividendView(current.contract) };
  });
}

export function registerContractRoutes(app: App, service: ContractsService): void {
  registerSalaryRoutes(app, service, 'DAILY_SALARY');
  registerSalaryRoutes(app, service, 'HOURLY_SALARY');
  registerDividendRoutes(app, service);
}

export function registerOpsContractRoutes(app: App, ops: OpsContractsService, auth: OperatorAuth): void {
  const operator = operatorOf(auth);
  app.get(
    OPS_CONTRACT_PATHS.list,
    { schema: { querystring: opsContractsRequest }, config: opsAccess('members.read') },
    async (request) => ok(await ops.list((await operator(request)).merchantId, request.query)),
  );
  app.post(
    OPS_CONTRACT_PATHS.offer,
    { schema: { body: opsContractOfferRequest }, config: opsAccess('members.manage') },
    async (request) => {
      const who = await operator(request);
      return ok(await ops.offer(operatorActor(who, request), who.merchantId, request.body));
    },
  );
  for (const suspend of [true, false]) {
    app.post(
      suspend ? OPS_CONTRACT_PATHS.suspend : OPS_CONTRACT_PATHS.resume,
      {
        schema: { params: opsContractParams, body: opsContractReasonRequest },
        config: opsAccess('members.manage'),
      },
      async (request) => {
        const who = await operator(request);
        return ok(
          await ops.setSuspended(
            operatorActor(who, request),
            who.merchantId,
            request.params.contractId,
            suspend,
            request.body.reason,
          ),
        );
      },
    );
  }
}
