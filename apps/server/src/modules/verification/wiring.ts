/**
 * Wires identity verification: the member and /ops routes (one line in app.ts) and the withdrawal
 * gate the wallet's withdrawal requests consult (one line in wallet/service.ts).
 */
import type { UploadsConfig } from '../../config-uploads.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import type { OperatorAuth } from '../operator/auth.ts';
import { createExclusionRepository } from '../protection/exclusion.repository.ts';
import type { Currency } from '../wallet/context.ts';
import { createVerificationRepository } from './repository.ts';
import { registerVerificationRoutes } from './routes.ts';
import { type VerificationService, createVerificationService } from './service.ts';
import { createDocumentStore } from './store.ts';

export interface VerificationWiring {
  readonly db: Db;
  readonly uploads: UploadsConfig;
  readonly wallet: { readonly currencyOf: (merchantId: number) => Promise<Currency> };
  readonly auth: OperatorAuth;
  readonly now: () => Date;
  /** Uploads per client per minute: the credential endpoints' limit. */
  readonly perMinute: number;
}

function serviceOf(
  db: Db,
  uploads: UploadsConfig,
  currencyOf: (merchantId: number) => Promise<Currency>,
  now: () => Date,
): VerificationService {
  return createVerificationService({
    repository: createVerificationRepository(db),
    store: createDocumentStore(uploads),
    currencyOf,
    now,
    exclusions: createExclusionRepository(db),
  });
}

export function registerVerification(app: App, w: VerificationWiring): void {
  registerVerificationRoutes(
    app,
    serviceOf(w.db, w.uploads, w.wallet.currencyOf, w.now),
    w.auth,
    w.perMinute,
  );
}

/** What a withdrawal request asks before anything is held. */
export type WithdrawalVerification = Pick<VerificationService, 'checkWithdrawal'>;

export function withdrawalVerification(
  db: Db,
  uploads: UploadsConfig,
  currencyOf: (merchantId: number) => Promise<Currency>,
  now: () => Date,
): WithdrawalVerification {
  return serviceOf(db, uploads, currencyOf, now);
}
