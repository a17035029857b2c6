/** Wires cashback (the rebate engine) into the app: one line in app.ts. */
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import type { OperatorAuth } from '../operator/auth.ts';
import type { WalletService } from '../wallet/service.ts';
import { createRebateRepository } from './repository.ts';
import { registerRebateRoutes } from './routes.ts';
import { createRebateService } from './service.ts';

export interface RebateWiring {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'ledger' | 'currencyOf' | 'deps'>;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

export function registerRebates(app: App, w: RebateWiring): void {
  const service = createRebateService({
    db: w.db,
    repository: createRebateRepository(w.db),
    wallet: w.wallet,
    guard: w.wallet.deps.protection,
    now: w.now,
  });
  registerRebateRoutes(app, service, w.auth);
}
