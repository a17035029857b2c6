/**
 * The operator API: the permission gate every /ops route passes (registered first, so a route
 * without a declared permission cannot be added after it), operator sessions (password, optional
 * one-time code, login lock), the ledger report, the admins' management of operators and roles,
 * and the audit log. Returns the auth other operator routes share (payments, members, ...).
 */
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createAuditRepository } from '../modules/audit/repository.ts';
import { registerAuditRoutes } from '../modules/audit/routes.ts';
import { createAuditService } from '../modules/audit/service.ts';
import { type OperatorAuth, createOperatorAuth, operatorAuthOptions } from '../modules/operator/auth.ts';
import { registerPermissionGate } from '../modules/operator/gate.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';
import { registerOperatorRoutes } from '../modules/operator/routes.ts';
import { createTeamRepository } from '../modules/operator/team.repository.ts';
import { registerTeamRoutes } from '../modules/operator/team.routes.ts';
import { createTeamService } from '../modules/operator/team.service.ts';
import type { WalletService } from '../modules/wallet/service.ts';
import type { App } from '../platform/typed-app.ts';

export interface OperatorDeps {
  readonly config: AppConfig;
  readonly database: Database;
  readonly serverSecret: string;
  readonly wallet: WalletService;
  readonly now: () => Date;
}

export function registerOperators(app: App, deps: OperatorDeps): OperatorAuth {
  const { config, wallet, now } = deps;
  const operators = createOperatorRepository(deps.database.db);
  const options = operatorAuthOptions(config, deps.serverSecret);
  const auth = createOperatorAuth(operators, config.wallet.operatorSessionMinutes, now, options);
  registerPermissionGate(app, auth);
  registerOperatorRoutes(app, {
    auth,
    wallet,
    perMinute: config.accounts.authRateLimitPerMinute,
  });
  const team = createTeamService({
    team: createTeamRepository(deps.database.db),
    operators,
    auth,
    requireTotp: options.requireTotp === true,
    now,
  });
  registerTeamRoutes(app, team, auth);
  registerAuditRoutes(app, createAuditService({ repository: createAuditRepository(deps.database.db) }), auth);
  return auth;
}
