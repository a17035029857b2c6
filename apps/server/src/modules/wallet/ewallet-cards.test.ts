/**
 * E-wallet payout accounts (on SQLite and PostgreSQL): JazzCash and Easypaisa are withdraw banks of
 * type e-wallet, keyed by the mobile number; capped per payout type apart from bank cards; a
 * withdrawal to one holds the money like any other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PAYEE, PIN, type Player, balanceOf, bindCard, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

function bindEwallet(p: Player, number: string, bankCode = 'JAZZCASH') {
  return call(
    t,
    'POST',
    '/wps/member/bankCard',
    { bankCode, cardNumber: number, accountName: PAYEE },
    { token: p.token },
  );
}

describe('e-wallet payout accounts', () => {
  it('lists JazzCash and Easypaisa as e-wallets next to the banks', async () => {
    const p = await newPlayer(t);
    const { banks } = valueOf<{ banks: { bankCode: string; payoutType: string }[] }>(
      await call(t, 'GET', '/wps/relay/MCS2_withdrawBanks', undefined, { token: p.token }),
    );
    expect(banks.filter((b) => b.payoutType === 'ewallet').map((b) => b.bankCode)).toEqual([
      'JAZZCASH',
      'EASYPAISA',
    ]);
    expect(banks.filter((b) => b.payoutType === 'bank').length).toBeGreaterThan(0);
  });

  it('takes the mobile number in any usual form, masks it, and refuses what is not one', async () => {
    const p = await newPlayer(t);
    const card = valueOf<{ card: { payoutType: string; maskedNumber: string; bankName: string } }>(
      await bindEwallet(p, '+92 300 123-4567'),
    ).card;
    expect(card).toMatchObject({ payoutType: 'ewallet', maskedNumber: '03** ***4567', bankName: 'JazzCash' });
    // The same number written the local way is the same account.
    expect(await bindEwallet(p, '03001234567', 'EASYPAISA')).toMatchObject({
      status: 409,
      code: 'BANK_CARD_EXISTS',
    });
    for (const number of ['6222021234567890', '0300123456', '04001234567', '+1 300 1234567']) {
      expect(await bindEwallet(p, number), number).toMatchObject({
        status: 400,
        code: 'EWALLET_NUMBER_INVALID',
      });
    }
    // A bank account still takes a card number.
    expect(await bindCard(t, p, '03001234568')).toMatchObject({ success: true });
  });

  it('caps e-wallets and bank cards separately', async () => {
    const p = await newPlayer(t);
    await bindEwallet(p, '03001111111');
    await bindEwallet(p, '03002222222', 'EASYPAISA');
    expect(await bindEwallet(p, '03003333333')).toMatchObject({ status: 400, code: 'BANK_CARD_LIMIT' });
    expect(await bindCard(t, p)).toMatchObject({ success: true });
    const list = valueOf<{ cards: { payoutType: string }[]; maxPerType: number }>(
      await call(t, 'GET', '/wps/relay/MCS2_bankCards', undefined, { token: p.token }),
    );
    expect(list.maxPerType).toBe(2);
    expect(list.cards.map((c) => c.payoutType).sort()).toEqual(['bank', 'ewallet', 'ewallet']);
  });

  it('withdraws to an e-wallet', async () => {
    const p = await newPlayer(t);
    await fund(t, p, 50_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindEwallet(p, '03451234567')).card;
    const answer = await call(
      t,
      'POST',
      '/wps/transaction/withdraw',
      { cardId: card.cardId, amount: '150', paymentPassword: PIN },
      { token: p.token },
    );
    expect(answer).toMatchObject({
      success: true,
      value: { withdrawal: { status: 'pending', bankName: 'JazzCash', maskedNumber: '03** ***4567' } },
    });
    expect(await balanceOf(t, p)).toMatchObject({ sumBalance: '350.00', pendingWithdrawal: '150.00' });
  });
});
