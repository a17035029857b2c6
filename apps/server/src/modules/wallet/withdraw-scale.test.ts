/**
 * Withdrawal limits are written once for every merchant ("0.10" / "100.50"); a merchant whose
 * currency has no decimals sees and gets them in whole units (the minimum rises to 1, the maximum
 * falls to 100) and its members' requests are checked at that scale, never a server error, on
 * SQLite and PostgreSQL.
 */
import type { WithdrawSettingsValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { createTestAppWithCurrencyScale } from '../../test/currency-scale.ts';
import type { TestContext } from '../../test/test-app.ts';
import {
  balanceOf,
  bindCard,
  expectReconciled,
  fund,
  newPlayer,
  withdrawTo,
} from '../../test/wallet-helpers.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestAppWithCurrencyScale(0, {
    env: { ...ACCOUNTS_ENV, WITHDRAW_MIN: '0.10', WITHDRAW_MAX: '100.50' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('withdrawals in a currency without decimals', () => {
  it('shows whole limits and checks requests against them', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 1_000n);
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, player)).card;
    const withdraw = withdrawTo(t, player, card.cardId);

    const settings = valueOf<WithdrawSettingsValue>(
      await call(t, 'GET', '/wps/relay/MCSFE_getWithdrawSettings', undefined, { token: player.token }),
    );
    expect(settings).toMatchObject({ minAmount: '1', maxAmount: '100', available: '1000' });

    expect(await withdraw('0.5')).toMatchObject({ status: 400, code: 'AMOUNT_TOO_PRECISE' });
    expect(await withdraw('101')).toMatchObject({
      status: 400,
      code: 'AMOUNT_ABOVE_MAX',
      data: { min: '1', max: '100' },
    });
    expect(await withdraw('1')).toMatchObject({ value: { withdrawal: { status: 'pending', amount: '1' } } });
    expect(await withdraw('100')).toMatchObject({
      value: { withdrawal: { status: 'pending', amount: '100' } },
    });
    expect((await balanceOf(t, player)).pendingWithdrawal).toBe('101');
    await expectReconciled(t);
  });
});
