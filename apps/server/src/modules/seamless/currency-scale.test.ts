/**
 * Vendors move money in the member's currency at its own scale: for a merchant whose currency counts
 * thousandths, a bet of "1.234" is taken to the thousandth and balances come back with three
 * decimals; a fraction below the currency's unit is refused, never rounded; authenticate tells the
 * vendor those decimals. SQLite and PostgreSQL.
 */
import type { LaunchGameValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, valueOf } from '../../test/accounts-helpers.ts';
import { gameByCode, launch, launchTokenOf, playerAtDice, send, txId } from '../../test/seamless-helpers.ts';
import { createTestAppWithCurrencyScale } from '../../test/currency-scale.ts';
import type { TestContext } from '../../test/test-app.ts';
import { balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

const VENDOR = 'OLI';
let t: TestContext;
beforeAll(async () => {
  t = await createTestAppWithCurrencyScale(3, { env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

describe('seamless wallet in a currency with three decimals', () => {
  it('takes bets and wins to the thousandth and refuses a smaller fraction', async () => {
    const { player, session } = await playerAtDice(t, 10_000n);
    const bet = (amount: string, id = txId('bet')) =>
      send(t, VENDOR, 'bet', {
        ...session,
        transactionId: id,
        roundId: `round-${id}`,
        gameCode: 'dice',
        amount,
        timestamp: Date.now(),
      });

    const balance = await send(t, VENDOR, 'balance', { ...session, timestamp: Date.now() });
    expect(balance.body).toMatchObject({ status: 'OK', balance: '10.000' });

    const betId = txId('bet');
    const taken = await bet('1.234', betId);
    expect(taken.body).toMatchObject({ status: 'OK', balance: '8.766' });
    const won = await send(t, VENDOR, 'win', {
      playerId: session.playerId,
      transactionId: txId('win'),
      betTransactionId: betId,
      roundId: `round-${betId}`,
      gameCode: 'dice',
      amount: '2.468',
      timestamp: Date.now(),
    });
    expect(won.body).toMatchObject({ status: 'OK', balance: '11.234' });

    const tooFine = await bet('0.0005');
    expect(tooFine).toMatchObject({ http: 400, body: { status: 'INVALID_REQUEST' } });
    expect((await balanceOf(t, player)).mainBalance).toBe('11.234');
    await expectReconciled(t);
  });

  it('tells the vendor the currency decimals at authenticate, so no vendor reads them from a balance', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 5_000n);
    const launched = valueOf<LaunchGameValue>(await launch(t, player, await gameByCode(t, VENDOR, 'dice')));
    const auth = await send(t, VENDOR, 'authenticate', {
      launchToken: launchTokenOf(launched.url),
      timestamp: Date.now(),
    });
    expect(auth.body).toMatchObject({ status: 'OK', balance: '5.000', currencyDecimals: 3 });
  });
});
