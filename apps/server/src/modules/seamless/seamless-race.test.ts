/**
 * The seamless wallet under a race, through the whole stack: 200 bets at once against a balance that
 * covers 100, and the same bet sent many times at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { gameByCode, openSession, send } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

describe('concurrent bets', () => {
  it('lets exactly as many bets through as the balance covers, never below zero', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 10_000n);
    const session = await openSession(t, player, await gameByCode(t, 'OLI', 'dice'));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        send(t, 'OLI', 'bet', {
          ...session,
          transactionId: `race-${player.id}-${n}`,
          roundId: `race-round-${n}`,
          gameCode: 'dice',
          amount: '1.00',
          timestamp: Date.now(),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(100);
    expect(statuses.filter((status) => status === 'INSUFFICIENT_FUNDS')).toHaveLength(100);
    for (const answer of answers) expect(Number(answer.body.balance)).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(t, player)).toMatchObject({ mainBalance: '0.00', sumBalance: '0.00' });
    await expectReconciled(t);
  });

  it('moves money once when the same bet arrives many times at once', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 10_000n);
    const session = await openSession(t, player, await gameByCode(t, 'OLI', 'dice'));
    const bet = {
      ...session,
      transactionId: `dup-${player.id}`,
      roundId: 'dup-round',
      gameCode: 'dice',
      amount: '7.00',
      timestamp: Date.now(),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(t, 'OLI', 'bet', bet)));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body).toMatchObject({ status: 'OK', balance: '93.00' });
    expect((await balanceOf(t, player)).mainBalance).toBe('93.00');
    await expectReconciled(t);
  });

  it('settles every bet/rollback pair racing in either order to "nothing moved"', async () => {
    const player = await newPlayer(t);
    await fund(t, player, 10_000n);
    const session = await openSession(t, player, await gameByCode(t, 'OLI', 'dice'));
    const common = { playerId: session.playerId, gameCode: 'dice', timestamp: Date.now() };
    const calls = Array.from({ length: 30 }, (_, n) => {
      const betId = `pair-${player.id}-${n}`;
      const bet = () =>
        send(t, 'OLI', 'bet', {
          ...common,
          ...session,
          transactionId: betId,
          roundId: betId,
          amount: '3.00',
        });
      const rollback = () =>
        send(t, 'OLI', 'rollback', {
          ...common,
          transactionId: `rb-${betId}`,
          betTransactionId: betId,
          roundId: betId,
        });
      return n % 2 === 0 ? [bet(), rollback()] : [rollback(), bet()];
    }).flat();
    const answers = await Promise.all(calls);
    for (const answer of answers) expect(['OK', 'BET_ROLLED_BACK']).toContain(answer.body.status);
    expect((await balanceOf(t, player)).mainBalance).toBe('100.00');
    await expectReconciled(t);
  });
});
