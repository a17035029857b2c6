/**
 * The operator API: operator sessions (password, optional one-time code, login lock) and the
 * cashier decisions and adjustments operators make. Returns the auth other operator routes share.
 */
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createOperatorActions } from '../modules/operator/actions.ts';
import { type OperatorAuth, createOperatorAuth, operatorAuthOptions } from '../modules/operator/auth.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';
import { registerOperatorRoutes } from '../modules/operator/routes.ts';
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
  const auth = createOperatorAuth(
    operators,
    config.wallet.operatorSessionMinutes,
    now,
    operatorAuthOptions(config, deps.serverSecret),
  );
  registerOperatorRoutes(app, {
    auth,
    actions: createOperatorActions(operators, wallet, now),
    wallet,
    perMinute: config.accounts.authRateLimitPerMinute,
  });
  return auth;
}
