/**
 * The lotteries' limits are written once for every merchant ("0.10"); a merchant whose currency
 * has no decimals sees and gets them in whole units: the smallest stake rises to 1, and an order
 * at that stake is taken (never a server error), on SQLite and PostgreSQL.
 */
import type { LotteryGamesValue, LotteryPlaceOrderValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { FAST, freshIssue, placeOrder, testClock } from '../../test/lottery-helpers.ts';
import { createTestAppWithCurrencyScale } from '../../test/currency-scale.ts';
import type { TestContext } from '../../test/test-app.ts';
import { balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
const clock = testClock();

beforeAll(async () => {
  t = await createTestAppWithCurrencyScale(0, { env: ACCOUNTS_ENV, accounts: { now: clock.now } });
});
afterAll(async () => {
  await t.close();
});

describe('lottery in a currency without decimals', () => {
  it('shows whole limits and takes an order at the smallest whole stake', async () => {
    const games = valueOf<LotteryGamesValue>(await call(t, 'GET', '/lgw/games'));
    const fast = games.list.find((game) => game.gameCode === FAST);
    expect(fast).toMatchObject({ minStake: '1', maxStake: '1000', maxStakePerIssue: '5000' });

    const player = await newPlayer(t);
    await fund(t, player, 100n);
    const issue = await freshIssue(t, clock);
    const placed = await placeOrder(t, player, issue.numero, [
      { betType: 'BIG_SMALL', selection: 'BIG', stake: '1' },
    ]);
    expect(valueOf<LotteryPlaceOrderValue>(placed).order.stake).toBe('1');
    expect((await balanceOf(t, player)).mainBalance).toBe('99');
    await expectReconciled(t);
  });
});
