/**
 * The agent centre's team routes (contract agents/team.ts): KPIs, subordinates, the downline list,
 * one downline and its direct registration, a downline's rebate rates, the rebate settings an agent
 * reads, team betting and team profit and loss. Member calls only (no /ops route here); the
 * service refuses non-agents. Wired by `registerAgentTeam`: one line in app.ts.
 */
import { endpoints } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { App } from '../../platform/typed-app.ts';
import { type TeamService, type TeamServiceDeps, createTeamService } from './team.service.ts';

const caller = (ctx: RequestContext) => ({ merchantId: ctx.merchant.id, session: ctx.session });

export function registerAgentTeamRoutes(app: App, service: TeamService): void {
  app.contractRoute(endpoints.teamKpiA, (input, ctx) => service.kpiA(caller(ctx), input));
  app.contractRoute(endpoints.teamKpiB, (input, ctx) => service.kpiB(caller(ctx), input));
  app.contractRoute(endpoints.subordinates, (input, ctx) => service.subordinates(caller(ctx), input));
  app.contractRoute(endpoints.downlines, (input, ctx) => service.downlines(caller(ctx), input));
  app.contractRoute(endpoints.downline, (input, ctx) => service.downline(caller(ctx), input));
  app.contractRoute(endpoints.registerDownline, (input, ctx) =>
    service.registerDownline(caller(ctx), input, ctx.ip),
  );
  app.contractRoute(endpoints.registerAffiliate, (input, ctx) =>
    service.registerAffiliate(caller(ctx), input, ctx.ip),
  );
  app.contractRoute(endpoints.updateDownlineRebates, (input, ctx) =>
    service.updateDownlineRebates(caller(ctx), input),
  );
  app.contractRoute(endpoints.customerRebateSettings, (input, ctx) =>
    service.customerRebateSettings(caller(ctx), input),
  );
  app.contractRoute(endpoints.globalRebateSettings, (_input, ctx) =>
    service.globalRebateSettings(caller(ctx)),
  );
  app.contractRoute(endpoints.agentQuota, (_input, ctx) => service.agentQuota(caller(ctx)));
  app.contractRoute(endpoints.teamBetting, (input, ctx) => service.teamBetting(caller(ctx), input));
  app.contractRoute(endpoints.teamPnl, (input, ctx) => service.teamPnl(caller(ctx), input));
}

export function registerAgentTeam(app: App, deps: TeamServiceDeps & { readonly db: Db }): void {
  registerAgentTeamRoutes(app, createTeamService(deps));
}
