/**
 * Wires agent contracts into the app: the member and operator routes, the settlement runner
 * (started unless the app's scheduler flag is off; stopped on close) and the contract check the
 * funds call answers. Decorates the app with `agentContracts` for tests and tooling.
 */
import type { Db } from '../../db/database.ts';
import type { Session } from '../../platform/session.ts';
import type { App } from '../../platform/typed-app.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import type { OperatorAuth } from '../operator/auth.ts';
import type { WalletService } from '../wallet/service.ts';
import { createOpsContractsService } from './ops.service.ts';
import { createContractRepository } from './repository.ts';
import { registerContractRoutes, registerOpsContractRoutes } from './routes.ts';
import { type ContractsService, createContractsService } from './service.ts';
import { type ContractSettlement, createContractSettlement } from './settlement.ts';

export interface ContractsWiring {
  readonly db: Db;
  readonly wallet: WalletService;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
  /** Runs the settlement runner on a timer (tests call app.agentContracts.settlement.tick themselves). */
  readonly scheduler: boolean;
}

export interface AgentContracts {
  readonly service: ContractsService;
  readonly settlement: ContractSettlement;
  /** The three contract-request fields of /wps/member/info/funds/consolidated. */
  pendingChecks(session: Session | null): ReturnType<ContractsService['pendingChecks']>;
}

declare module 'fastify' {
  interface FastifyInstance {
    agentContracts: AgentContracts;
  }
}

export function registerContracts(app: App, w: ContractsWiring): AgentContracts {
  const repository = createContractRepository(w.db);
  const service = createContractsService({
    db: w.db,
    members: createMembersRepository(w.db),
    repository,
    wallet: w.wallet,
    now: w.now,
  });
  registerContractRoutes(app, service);
  registerOpsContractRoutes(
    app,
    createOpsContractsService({ repository, contracts: service, wallet: w.wallet, now: w.now }),
    w.auth,
  );
  const settlement = createContractSettlement({
    db: w.db,
    repository,
    wallet: w.wallet,
    now: w.now,
    logger: app.log,
  });
  const contracts: AgentContracts = {
    service,
    settlement,
    pendingChecks: (session) => service.pendingChecks(session),
  };
  app.decorate('agentContracts', contracts);
  if (w.scheduler) settlement.start();
  app.addHook('onClose', () => settlement.stop());
  return contracts;
}
