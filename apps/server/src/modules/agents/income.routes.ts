/** My income and the agent's transactions: thin, the service decides. */
import { endpoints as e } from '@openlobby/contract';
import type { App } from '../../platform/typed-app.ts';
import type { IncomeService } from './income.service.ts';
import { agentCaller } from './links-caller.ts';

export function registerIncomeRoutes(app: App, service: IncomeService): void {
  app.contractRoute(e.agentIncome, (_i, ctx, req) => service.income(agentCaller(ctx, req)));
  app.contractRoute(e.agentTransactions, (i, ctx, req) => service.transactions(agentCaller(ctx, req), i));
}
