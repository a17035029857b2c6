/**
 * The seamless wallet under a race, through the whole stack: 200 bets at once against a balance that
 * covers 100, the same bet sent many times at once, and a round's win and rollback sent together.
 */
import { decimalToMinor } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { playerAtDice, send, txId } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled } from '../../test/wallet-helpers.ts';

/** The seeded merchant's currency (CNY) has two decimals. */
const CNY_SCALE = 2;
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

describe('concurrent bets', () => {
  it('lets exactly as many bets through as the balance covers, never below zero', async () => {
    const { player, session } = await playerAtDice(t, 10_000n);
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
    const { player, session } = await playerAtDice(t, 10_000n);
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
    const { player, session } = await playerAtDice(t, 10_000n);
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

/** What the betting record says the member's rounds did to the balance, in minor units. */
async function bettingRecordNet(player: Player): Promise<bigint> {
  const rows = await t.database.db
    .selectFrom('bet_record')
    .select(['bet_minor', 'win_minor', 'status'])
    .where('member_id', '=', player.id)
    .execute();
  return rows
    .filter((row) => row.status !== 'cancelled')
    .reduce((net, row) => net + BigInt(row.win_minor) - BigInt(row.bet_minor), 0n);
}

describe('a settled round', () => {
  it('refuses the rollback of a bet whose win was paid (BET_ALREADY_SETTLED) and moves nothing', async () => {
    const { player, session } = await playerAtDice(t, 100_000n);
    const common = { playerId: session.playerId, gameCode: 'dice', timestamp: Date.now() };
    const betId = txId('settled-bet');
    await send(t, 'OLI', 'bet', {
      ...common,
      ...session,
      transactionId: betId,
      roundId: betId,
      amount: '100.00',
    });
    const win = { ...common, transactionId: txId('settled-win'), betTransactionId: betId, roundId: betId };
    expect((await send(t, 'OLI', 'win', { ...win, amount: '700.00' })).body).toMatchObject({
      status: 'OK',
      balance: '1600.00',
    });
    const rollback = {
      ...common,
      transactionId: txId('settled-rb'),
      betTransactionId: betId,
      roundId: betId,
    };
    const refused = await send(t, 'OLI', 'rollback', rollback);
    expect(refused).toMatchObject({ http: 200, body: { status: 'BET_ALREADY_SETTLED', balance: '1600.00' } });
    // Final: its retry gets the same refusal.
    expect(await send(t, 'OLI', 'rollback', { ...rollback, timestamp: Date.now() })).toEqual(refused);
    expect((await balanceOf(t, player)).mainBalance).toBe('1600.00');
    expect(await bettingRecordNet(player)).toBe(60_000n);
    await expectReconciled(t);
  });

  it('refuses a rollback that names a win instead of a bet (NOT_A_BET) and moves nothing', async () => {
    const { player, session } = await playerAtDice(t, 10_000n);
    const common = { playerId: session.playerId, gameCode: 'dice', timestamp: Date.now() };
    const betId = txId('named-bet');
    await send(t, 'OLI', 'bet', {
      ...common,
      ...session,
      transactionId: betId,
      roundId: betId,
      amount: '10.00',
    });
    const winId = txId('named-win');
    await send(t, 'OLI', 'win', {
      ...common,
      transactionId: winId,
      betTransactionId: betId,
      roundId: betId,
      amount: '70.00',
    });
    const rollback = { ...common, transactionId: txId('named-rb'), betTransactionId: winId, roundId: betId };
    expect((await send(t, 'OLI', 'rollback', rollback)).body).toMatchObject({
      status: 'NOT_A_BET',
      balance: '160.00',
    });
    expect((await balanceOf(t, player)).mainBalance).toBe('160.00');
    expect(await bettingRecordNet(player)).toBe(6_000n);
    await expectReconciled(t);
  });

  it("lets exactly one of a round's win and rollback take effect when they arrive together", async () => {
    const funding = 100_000n;
    const { player, session } = await playerAtDice(t, funding);
    const common = { playerId: session.playerId, gameCode: 'dice', timestamp: Date.now() };
    const rounds = 40;
    const betIds = Array.from({ length: rounds }, (_, n) => `wr-${player.id}-${n}`);
    for (const betId of betIds)
      await send(t, 'OLI', 'bet', {
        ...common,
        ...session,
        transactionId: betId,
        roundId: betId,
        amount: '10.00',
      });
    const answers = await Promise.all(
      betIds.map(async (betId, n) => {
        const win = () =>
          send(t, 'OLI', 'win', {
            ...common,
            transactionId: `w-${betId}`,
            betTransactionId: betId,
            roundId: betId,
            amount: '70.00',
          });
        const rollback = () =>
          send(t, 'OLI', 'rollback', {
            ...common,
            transactionId: `rb-${betId}`,
            betTransactionId: betId,
            roundId: betId,
          });
        const [first, second] = await Promise.all(n % 2 === 0 ? [win(), rollback()] : [rollback(), win()]);
        return n % 2 === 0 ? { win: first, rollback: second } : { win: second, rollback: first };
      }),
    );
    let expected = funding - 1_000n * BigInt(rounds);
    for (const { win, rollback } of answers) {
      const applied = [win.body.status, rollback.body.status].filter((status) => status === 'OK');
      expect(applied).toHaveLength(1);
      if (win.body.status === 'OK') expect(rollback.body.status).toBe('BET_ALREADY_SETTLED');
      else expect(win.body.status).toBe('BET_ROLLED_BACK');
      expected += win.body.status === 'OK' ? 7_000n : 1_000n;
    }
    const balance = decimalToMinor((await balanceOf(t, player)).mainBalance, CNY_SCALE) ?? -1n;
    expect(balance).toBe(expected);
    expect(await bettingRecordNet(player)).toBe(balance - funding);
    await expectReconciled(t);
  });
});
