/**
 * Betting records have one writer (bet-records.repository.ts). Through the whole stack, a house
 * lottery order and a seamless vendor's bet each leave exactly one record per bet, with the same
 * columns, tied to the ledger transfer that took the stake, and each later settled or cancelled once.
 */
import type { LotteryPlaceOrderValue } from '@openlobby/contract';
import { LOTTERY_HOUSE_VENDOR } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { valueOf } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import { FAST, cancelSubOrder, futureNumbers, openIssue, placeOrder } from '../../test/lottery-helpers.ts';
import { gameByCode, openSession, send, txId } from '../../test/seamless-helpers.ts';
import { type Player, expectReconciled } from '../../test/wallet-helpers.ts';
import { createLotteryEngine } from '../lottery/engine.ts';
import { createLotteryRepository } from '../lottery/repository.ts';

const setup = appOnTestClock();
const { clock } = setup;

function recordsOf(player: Player) {
  return setup.t.database.db
    .selectFrom('bet_record')
    .selectAll()
    .where('member_id', '=', player.id)
    .orderBy('bet_minor')
    .execute();
}

async function transfer(id: string | null) {
  if (id === null) return undefined;
  return setup.t.database.db
    .selectFrom('ledger_transfer')
    .select(['tx_code', 'amount'])
    .where('id', '=', id)
    .executeTakeFirst();
}

describe('a house lottery order', () => {
  it('opens one record per sub-order, then settles the won and lost ones and cancels the refunded one', async () => {
    const engine = createLotteryEngine({
      repository: createLotteryRepository(setup.t.database.db),
      wallet: setup.t.app.wallet,
      now: clock.now,
      instanceId: 'bet-records',
    });
    try {
      clock.toSecond(1, 1);
      await engine.tick();
      const issue = await openIssue(setup.t);
      const numbers = (await futureNumbers(setup.t, FAST, issue.numero, 3)).join('');
      const losing = numbers === '000' ? '111' : '000';
      const player = await setup.funded();
      const placed = valueOf<LotteryPlaceOrderValue>(
        await placeOrder(setup.t, player, issue.numero, [
          { betType: 'STRAIGHT', selection: numbers, stake: '1.00' },
          { betType: 'STRAIGHT', selection: losing, stake: '2.00' },
          { betType: 'STRAIGHT', selection: losing, stake: '3.00' },
        ]),
      );
      const [won, lost, refunded] = placed.order.subOrders;
      if (won === undefined || lost === undefined || refunded === undefined)
        throw new Error('sub-orders missing');

      const opened = await recordsOf(player);
      expect(opened.map((row) => row.id)).toEqual([won.subOrderId, lost.subOrderId, refunded.subOrderId]);
      const stakeTransfer = opened[0]?.bet_transfer_id ?? null;
      for (const row of opened) {
        expect(row).toMatchObject({
          game_type: 'LOTT',
          vendor_code: LOTTERY_HOUSE_VENDOR,
          status: 'open',
          settled_at: null,
          win_transfer_id: null,
          bet_transfer_id: stakeTransfer,
        });
        expect(BigInt(row.valid_bet_minor)).toBe(BigInt(row.bet_minor));
        expect(BigInt(row.win_minor)).toBe(0n);
      }
      expect(opened.map((row) => BigInt(row.bet_minor))).toEqual([100n, 200n, 300n]);
      // One transfer took the whole order's stake.
      expect(await transfer(stakeTransfer)).toMatchObject({ tx_code: 'BET' });
      expect(BigInt((await transfer(stakeTransfer))?.amount ?? 0)).toBe(600n);

      valueOf(await cancelSubOrder(setup.t, player, refunded.subOrderId));
      clock.toSecond(1, 1);
      await engine.tick();

      const [wonRow, lostRow, refundedRow, ...extra] = await recordsOf(player);
      expect(extra).toEqual([]);
      expect(wonRow).toMatchObject({ status: 'settled' });
      expect(BigInt(wonRow?.win_minor ?? 0)).toBe(98_000n);
      expect(await transfer(wonRow?.win_transfer_id ?? null)).toMatchObject({ tx_code: 'WIN' });
      expect(lostRow).toMatchObject({ status: 'settled', win_transfer_id: null });
      expect(BigInt(lostRow?.win_minor ?? -1)).toBe(0n);
      expect(refundedRow).toMatchObject({ status: 'cancelled', win_transfer_id: null });
      for (const row of [wonRow, lostRow, refundedRow]) expect(row?.settled_at).not.toBeNull();
      await expectReconciled(setup.t);
    } finally {
      await engine.stop();
    }
  });
});

describe("a seamless vendor's bet", () => {
  it('opens one record however often the bet is sent, adds a win paid in parts, and cancels a rolled-back bet', async () => {
    const player = await setup.funded();
    const game = await gameByCode(setup.t, 'OLI', 'dice');
    const session = await openSession(setup.t, player, game);
    const common = { playerId: session.playerId, gameCode: 'dice', timestamp: Date.now() };
    const betId = txId('record-bet');
    const bet = { ...common, ...session, transactionId: betId, roundId: betId, amount: '10.00' };
    const sent = await Promise.all([send(setup.t, 'OLI', 'bet', bet), send(setup.t, 'OLI', 'bet', bet)]);
    for (const answer of sent) expect(answer.body.status).toBe('OK');

    const [opened, ...others] = await recordsOf(player);
    expect(others).toEqual([]);
    expect(opened).toMatchObject({
      game_type: 'RNG',
      vendor_code: 'OLI',
      game_id: String(game.nodeId),
      status: 'open',
      win_transfer_id: null,
      settled_at: null,
    });
    expect(BigInt(opened?.bet_minor ?? 0)).toBe(1_000n);
    expect(BigInt(opened?.valid_bet_minor ?? 0)).toBe(1_000n);
    expect(await transfer(opened?.bet_transfer_id ?? null)).toMatchObject({ tx_code: 'BET' });

    for (const [part, amount] of [
      ['a', '3.00'],
      ['b', '4.50'],
    ] as const) {
      const win = {
        ...common,
        transactionId: `${betId}-win-${part}`,
        betTransactionId: betId,
        roundId: betId,
      };
      expect((await send(setup.t, 'OLI', 'win', { ...win, amount })).body.status).toBe('OK');
    }
    const [settled] = await recordsOf(player);
    expect(settled).toMatchObject({ status: 'settled' });
    expect(BigInt(settled?.win_minor ?? 0)).toBe(750n);
    expect(await transfer(settled?.win_transfer_id ?? null)).toMatchObject({ tx_code: 'WIN' });

    const rolledId = txId('record-rolled');
    await send(setup.t, 'OLI', 'bet', {
      ...common,
      ...session,
      transactionId: rolledId,
      roundId: rolledId,
      amount: '20.00',
    });
    const rollback = {
      ...common,
      transactionId: txId('record-rb'),
      betTransactionId: rolledId,
      roundId: rolledId,
    };
    expect((await send(setup.t, 'OLI', 'rollback', rollback)).body.status).toBe('OK');
    const records = await recordsOf(player);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ status: 'cancelled', win_transfer_id: null });
    expect(BigInt(records[1]?.win_minor ?? -1)).toBe(0n);
    await expectReconciled(setup.t);
  });
});
