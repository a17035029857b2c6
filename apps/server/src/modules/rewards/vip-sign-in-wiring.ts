/** Wires the VIP levels and the daily sign-in into the app: one line in app.ts. */
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import type { OperatorAuth } from '../operator/auth.ts';
import type { WalletService } from '../wallet/service.ts';
import { createSignInRepository } from './sign-in.repository.ts';
import { registerSignInRoutes } from './sign-in.routes.ts';
import { createSignInService } from './sign-in.service.ts';
import { createVipRepository } from './vip.repository.ts';
import { registerVipRoutes } from './vip.routes.ts';
import { createVipService } from './vip.service.ts';

export interface RewardExtrasWiring {
  readonly db: Db;
  readonly wallet: Pick<WalletService, 'ledger' | 'currencyOf' | 'deps'>;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

export function registerRewardExtras(app: App, w: RewardExtrasWiring): void {
  const { wallet, now } = w;
  const guard = wallet.deps.protection;
  registerVipRoutes(
    app,
    createVipService({ repository: createVipRepository(w.db), wallet, guard, now }),
    w.auth,
  );
  registerSignInRoutes(
    app,
    createSignInService({ repository: createSignInRepository(w.db), wallet, guard, now }),
    w.auth,
  );
}
