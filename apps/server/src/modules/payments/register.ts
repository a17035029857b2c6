/**
 * Payments' wiring: its repository, the two-person approvals a large withdrawal is filed under, and
 * the operator module's deposit and withdrawal decisions (the one way they are made, shared with the
 * command line).
 */
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../platform/typed-app.ts';
import { createApprovalsRepository } from '../approvals/repository.ts';
import { createApprovals } from '../approvals/service.ts';
import { createOperatorActions } from '../operator/actions.ts';
import type { OperatorAuth } from '../operator/auth.ts';
import { createOperatorRepository } from '../operator/repository.ts';
import type { WalletService } from '../wallet/service.ts';
import { createPaymentsRepository } from './repository.ts';
import { registerPaymentRoutes } from './routes.ts';
import { createPayments } from './service.ts';
import { merchantRulesOf } from '../settings/rules.ts';

export interface PaymentsWiring {
  readonly config: AppConfig;
  readonly db: Db;
  readonly wallet: WalletService;
  readonly auth: OperatorAuth;
  readonly now: () => Date;
}

export function registerPayments(app: App, w: PaymentsWiring): void {
  registerPaymentRoutes(
    app,
    w.auth,
    createPayments({
      repository: createPaymentsRepository(w.db),
      approvals: createApprovals({ repository: createApprovalsRepository(w.db), now: w.now }),
      actions: createOperatorActions(createOperatorRepository(w.db), w.wallet, w.now),
      wallet: w.wallet,
      approvalAbove: async (merchantId) =>
        (await merchantRulesOf(w.db, w.config).limits(merchantId)).withdrawApprovalAbove,
      now: w.now,
    }),
  );
}
