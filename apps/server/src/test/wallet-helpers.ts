/** Helpers for the wallet integration tests: a logged-in real member with a payee name and funds. */
import { DEMO_PASSWORD } from '../seed/demo/members.ts';
import { plainMember } from '../modules/accounts/login.ts';
import { hashPassword } from '../modules/accounts/secrets.ts';
import { HouseAccount, houseAccount, memberWallet } from '../modules/wallet/accounts.ts';
import { type Call, call, tokenFor, valueOf } from './accounts-helpers.ts';
import type { TestContext } from './test-app.ts';
import { testMerchant } from './merchant-helpers.ts';

export const PAYEE = 'Ali Khan';
export const PIN = '246810';
let count = 0;

export interface Player {
  readonly id: number;
  readonly username: string;
  readonly token: string;
  readonly merchantId: number;
}

/** A fresh member of `type`, logged in; with a payee name, optional payment PIN and mobile. */
export async function newPlayer(
  t: TestContext,
  options: { type?: number; pin?: boolean; mobile?: string | null } = {},
): Promise<Player> {
  count += 1;
  const username = `wallet${count}x${Date.now() % 100_000}`;
  const merchant = await testMerchant(t);
  const row = await t.database.db
    .insertInto('member')
    .values({
      ...plainMember(merchant.id, username, options.type ?? 0),
      password_hash: await hashPassword(DEMO_PASSWORD),
      payee_name: PAYEE,
      payment_password_hash: options.pin === false ? null : await hashPassword(PIN),
      mobile: options.mobile ?? null,
      password_changed_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, token: await tokenFor(t, username, DEMO_PASSWORD), merchantId: merchant.id };
}

/** Credits a member through the ledger (as an approved deposit would). */
export async function fund(t: TestContext, player: Player, minor: bigint): Promise<void> {
  count += 1;
  await t.app.wallet.ledger.transfer({
    id: `test-fund:${player.id}:${count}`,
    merchantId: player.merchantId,
    currency: 'CNY',
    debit: houseAccount(HouseAccount.DEPOSITS),
    credit: memberWallet(player.id),
    amount: minor,
    code: 'DEPOSIT',
  });
}

export async function balanceOf(t: TestContext, player: Player) {
  return valueOf<{ sumBalance: string; mainBalance: string; pendingWithdrawal: string; trial: boolean }>(
    await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token: player.token }),
  );
}

export async function bindCard(t: TestContext, player: Player, cardNumber = '1234567890123456') {
  return call(
    t,
    'POST',
    '/wps/member/bankCard',
    { bankCode: 'HBL', cardNumber, accountName: PAYEE },
    { token: player.token },
  );
}

/** A withdrawal of `amount` from `player` to the bound card, asked for with the payment PIN. */
export function withdrawTo(t: TestContext, player: Player, cardId: string, options: Call = {}) {
  return (amount: string) =>
    call(
      t,
      'POST',
      '/wps/transaction/withdraw',
      { cardId, amount, paymentPassword: PIN },
      { token: player.token, ...options },
    );
}

export async function expectReconciled(t: TestContext) {
  const report = await t.app.wallet.ledger.reconcile();
  if (!report.ok) throw new Error(`ledger does not reconcile:\n${report.problems.join('\n')}`);
}

/** A manual bank-transfer deposit request of `amount`, answered as it came (a refusal included). */
export function askDeposit(t: TestContext, player: Player, amount: string, language = 'EN') {
  return call(
    t,
    'POST',
    '/wps/relay/MCS2_depositManualTransfer',
    { channelId: 'BANK_TRANSFER', amount },
    { token: player.token, headers: { language } },
  );
}
