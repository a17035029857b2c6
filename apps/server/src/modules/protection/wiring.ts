/** Wires player protection's member routes into the app: one line in app.ts. */
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import type { WalletService } from '../wallet/service.ts';
import { createExclusionRepository } from './exclusion.repository.ts';
import { createExclusionService } from './exclusion-service.ts';
import { createProtectionRepository } from './repository.ts';
import { registerReality } from './reality.routes.ts';
import { registerProtectionRoutes } from './routes.ts';
import { createProtectionService } from './service.ts';

export interface ProtectionWiring {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly now: () => Date;
}

export function registerProtection(app: App, w: ProtectionWiring): void {
  const service = createProtectionService({
    repository: createProtectionRepository(w.db),
    currencyOf: w.wallet.currencyOf,
    now: w.now,
  });
  const exclusions = createExclusionService({ repository: createExclusionRepository(w.db), now: w.now });
  registerProtectionRoutes(app, service, exclusions);
  registerReality(app, w);
}
