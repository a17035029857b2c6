/**
 * The agent centre's links, transfers and income (this module's part of spec 7.2 Agent and Agent
 * registration): builds the three services and registers their routes.
 */
import { endpoints as e } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import type { WalletService } from '../wallet/service.ts';
import { createIncomeRepository } from './income.repository.ts';
import { registerIncomeRoutes } from './income.routes.ts';
import { createIncomeService } from './income.service.ts';
import { createLinksRepository } from './links.repository.ts';
import { agentCaller } from './links-caller.ts';
import { type LinksService, createLinksService } from './links.service.ts';
import { createTransfersRepository } from './transfers.repository.ts';
import { registerTransferRoutes } from './transfers.routes.ts';
import { createTransfersService } from './transfers.service.ts';

function registerLinkRoutes(app: App, service: LinksService): void {
  app.contractRoute(e.affiliateLinks, (_i, ctx, req) => service.list(agentCaller(ctx, req)));
  app.contractRoute(e.createAffiliateLink, (i, ctx, req) => service.create(agentCaller(ctx, req), i));
  app.contractRoute(e.deleteAffiliateLink, (i, ctx, req) => service.delete(agentCaller(ctx, req), i.id));
}

export interface AgentLinksWiring {
  readonly db: Db;
  readonly wallet: WalletService;
  readonly now: () => Date;
  /** The credential endpoints' per-IP limit (transfers take the payment password). */
  readonly perMinute: number;
}

export function registerAgentLinks(app: App, w: AgentLinksWiring): void {
  const members = createMembersRepository(w.db);
  registerLinkRoutes(
    app,
    createLinksService({ db: w.db, members, links: createLinksRepository(w.db), now: w.now }),
  );
  registerTransferRoutes(
    app,
    createTransfersService({ members, transfers: createTransfersRepository(w.db), wallet: w.wallet }),
    w.perMinute,
  );
  registerIncomeRoutes(
    app,
    createIncomeService({ members, income: createIncomeRepository(w.db), wallet: w.wallet, now: w.now }),
  );
}
