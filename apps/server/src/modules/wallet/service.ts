/**
 * The wallet service: one factory wiring the ledger, cashier and records from one deps object.
 * Every balance change in the server goes through `ledger` (see ledger.ts).
 */
import { createBonusService } from '../bonus/service.ts';
import { hkdfSync } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { Challenges } from '../accounts/challenges.ts';
import { createChallengesRepository } from '../accounts/challenges.repository.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import { createBankCards } from './bank-cards.ts';
import { walletValue } from './balance.ts';
import { createCallbackHandler } from './callback.ts';
import { createCashierRepository } from './cashier.repository.ts';
import { type WalletCaller, type WalletDeps, createCurrencies, memberOf } from './context.ts';
import { createDeposits } from './deposits.ts';
import { createGateway } from './gateway.ts';
import { createLedger } from './ledger.ts';
import { createPaymentPassword } from './payment-password.ts';
import { createRecords } from './records.ts';
import { createRecordsRepository } from './records.repository.ts';
import { createVendorWallets } from './vendor-wallets.ts';
import { createWithdrawals } from './withdrawals.ts';
import { merchantRulesOf } from '../settings/rules.ts';
import { createProtectionGuard } from '../protection/guard.ts';
import { createProtectionRepository } from '../protection/repository.ts';
import { withdrawalVerification } from '../verification/wiring.ts';
import { createExclusionRepository } from '../protection/exclusion.repository.ts';

export const BANK_CARD_PURPOSE = 'bank-card-number';
const GATEWAY_PURPOSE = 'payment-gateway-callback';

export interface WalletServiceOptions {
  readonly db: Db;
  readonly config: AppConfig;
  readonly serverSecret: string;
  readonly challenges: Challenges;
  readonly now?: () => Date;
}

/** A key for one purpose, derived from the server secret (never the secret itself). */
function derived(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'openlobby', purpose, 32));
}

export function createWalletService(options: WalletServiceOptions) {
  const now = options.now ?? (() => new Date());
  const cashier = createCashierRepository(options.db);
  const ledger = createLedger({ db: options.db, now });
  const deps: WalletDeps = {
    ledger,
    bonus: createBonusService({ db: options.db, ledger, now }),
    cashier,
    members: createMembersRepository(options.db),
    counters: createChallengesRepository(options.db),
    challenges: options.challenges,
    config: options.config.wallet,
    limitsOf: merchantRulesOf(options.db, options.config).limits,
    cardBox: createSecretBox(options.serverSecret, BANK_CARD_PURPOSE),
    cardDigestKey: derived(options.serverSecret, `${BANK_CARD_PURPOSE}-digest`),
    gatewaySecret:
      options.config.wallet.gatewaySecret ?? derived(options.serverSecret, GATEWAY_PURPOSE).toString('hex'),
    now,
    protection: createProtectionGuard({
      repository: createProtectionRepository(options.db),
      exclusions: createExclusionRepository(options.db),
      now,
    }),
  };
  const currencyOf = createCurrencies(cashier);
  const gateway = createGateway(deps.config, deps.gatewaySecret, now);
  const deposits = createDeposits(deps, currencyOf, gateway);
  const paymentPassword = createPaymentPassword(deps);

  return {
    deps,
    ledger: deps.ledger,
    bonus: deps.bonus,
    gateway,
    currencyOf,
    deposits,
    paymentPassword,
    bankCards: createBankCards(deps),
    withdrawals: createWithdrawals(
      deps,
      currencyOf,
      paymentPassword,
      withdrawalVerification(options.db, options.config.uploads, currencyOf, now),
    ),
    records: createRecords(deps, createRecordsRepository(options.db), currencyOf),
    vendorWallets: createVendorWallets(deps, currencyOf),
    handleCallback: createCallbackHandler(deps, deposits, gateway.name),

    async wallet(caller: WalletCaller) {
      const member = await memberOf(deps, caller);
      return walletValue(deps, member, await currencyOf(caller.merchantId));
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
