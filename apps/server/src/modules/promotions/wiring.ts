/** Builds the members' promotions service from the app's parts and registers its routes. */
import type { UploadsConfig } from '../../config-uploads.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { createPictureStore } from '../uploads/store.ts';
import type { WalletService } from '../wallet/service.ts';
import { createPromotionRepository } from './repository.ts';
import { registerPromotionRoutes } from './routes.ts';
import { createPromotionsService } from './service.ts';

export interface PromotionsWiring {
  readonly db: Db;
  readonly wallet: WalletService;
  /** The uploads module's store (the same place and names the console's pictures use). */
  readonly uploads: UploadsConfig;
  readonly now: () => Date;
  readonly perMinute: number;
}

export function registerPromotions(app: App, w: PromotionsWiring): void {
  const service = createPromotionsService({
    repository: createPromotionRepository(w.db),
    bonus: w.wallet.bonus,
    store: createPictureStore(w.uploads),
    currencyOf: w.wallet.currencyOf,
    guard: w.wallet.deps.protection,
    now: w.now,
  });
  registerPromotionRoutes(app, service, w.wallet.deposits, w.perMinute);
}
