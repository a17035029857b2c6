/**
 * The whole stack under a race: concurrent withdrawal requests over HTTP (inject) against a balance
 * that covers a quarter of them. Exactly that many hold money, the rest are refused with
 * INSUFFICIENT_BALANCE, and the available balance ends at zero, never below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, balanceOf, bindCard, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  // Every payment-password entry is counted before it is checked, so 40 at once would pass the
  // default limit of 5 as if they were guesses; this test is about the balance, not the PIN.
  t = await createTestApp({
    env: { ...ACCOUNTS_ENV, WITHDRAW_DAILY_COUNT: '100', PAYMENT_PASSWORD_LOCK_AFTER: '50' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('concurrent withdrawals', () => {
  it('lets exactly as many through as the balance covers', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 100_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(
          t,
          'POST',
          '/wps/transaction/withdraw',
          { cardId: card.cardId, amount: '100.00', paymentPassword: PIN },
          { token: p.token },
        ),
      ),
    );
    expect(results.filter((r) => r.success)).toHaveLength(10);
    expect(results.filter((r) => r.code === 'INSUFFICIENT_BALANCE')).toHaveLength(30);
    expect(await balanceOf(t, p)).toMatchObject({
      sumBalance: '0.00',
      mainBalance: '1000.00',
      pendingWithdrawal: '1000.00',
    });
    await expectReconciled(t);
  }, 60_000);
});
