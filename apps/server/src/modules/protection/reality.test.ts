/**
 * Reality checks and account history through the member API (UKGC RTS 13 and RTS 1B/1C):
 * the interval is stored per member, the session's figures are the stakes and wins of the real
 * seamless bets placed since the login session began (a new login starts from nothing), and the
 * account history sums approved deposits, approved withdrawals, stakes and wins by month with the
 * lifetime net deposit. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
import type { AccountHistoryValue, MySessionValue, SetRealityCheckValue } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { call, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { openSession, txId } from '../../test/seamless-helpers.ts';
import { appOnMovedClock } from '../../test/app-on-moved-clock.ts';
import { type Player, PIN, bindCard, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { historyMonths } from './history.ts';

const setup = appOnMovedClock();
const { bet, win } = setup;

async function mySession(player: Player): Promise<MySessionValue> {
  return valueOf<MySessionValue>(
    await call(setup.t, 'GET', '/wps/member/protection/session', undefined, { token: player.token }),
  );
}
function setInterval(player: Player, minutes: number) {
  return call(setup.t, 'POST', '/wps/member/protection/reality-check', { minutes }, { token: player.token });
}
async function history(player: Player): Promise<AccountHistoryValue> {
  return valueOf<AccountHistoryValue>(
    await call(setup.t, 'GET', '/wps/member/protection/history', undefined, { token: player.token }),
  );
}

describe('reality check', () => {
  it('keeps the interval the member chose, on the server, and refuses any other', async () => {
    const player = await newPlayer(setup.t);
    expect((await mySession(player)).intervalMinutes).toBe(0);
    expect(valueOf<SetRealityCheckValue>(await setInterval(player, 15))).toEqual({ intervalMinutes: 15 });
    // Another device of the member (a second login) follows it.
    const other = { ...player, token: await tokenFor(setup.t, player.username, DEMO_PASSWORD) };
    expect((await mySession(other)).intervalMinutes).toBe(15);
    expect(await setInterval(player, 20)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(valueOf<SetRealityCheckValue>(await setInterval(player, 0))).toEqual({ intervalMinutes: 0 });
    expect((await mySession(other)).intervalMinutes).toBe(0);
  });

  it('shows the session start and the net result of the real bets placed since then', async () => {
    const player = await newPlayer(setup.t);
    await fund(setup.t, player, 100_000n);
    const before = await mySession(player);
    expect(before).toMatchObject({ stakes: '0.00', wins: '0.00', net: '0.00' });
    expect(before.startedAt).not.toBeNull();
    expect(Date.parse(before.now)).toBeGreaterThanOrEqual(Date.parse(before.startedAt ?? ''));

    const session = await openSession(setup.t, player, setup.dice);
    const first = txId('bet');
    expect((await bet(session, '80.00', first)).body.status).toBe('OK');
    expect((await bet(session, '20.00')).body.status).toBe('OK');
    expect((await win(session.playerId, first, '30.00')).body.status).toBe('OK');
    const after = await mySession(player);
    expect(after).toMatchObject({
      startedAt: before.startedAt,
      stakes: '100.00',
      wins: '30.00',
      net: '-70.00',
    });

    // A later login is a new session: its reality check starts from nothing.
    setup.move(60_000);
    try {
      const again = { ...player, token: await tokenFor(setup.t, player.username, DEMO_PASSWORD) };
      const fresh = await mySession(again);
      expect(Date.parse(fresh.startedAt ?? '')).toBeGreaterThan(Date.parse(before.startedAt ?? ''));
      expect(fresh).toMatchObject({ stakes: '0.00', wins: '0.00', net: '0.00' });
    } finally {
      setup.reset();
    }
  });
});

describe('account history', () => {
  it('lists 12 months, newest first', () => {
    const { months, since } = historyMonths(new Date('2026-03-15T10:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-03');
    expect(months[1]).toBe('2026-02');
    expect(months[11]).toBe('2025-04');
    expect(since).toBe('2025-04-01T00:00:00.000Z');
  });

  it('sums deposits, withdrawals, stakes and wins by month, with the lifetime net deposit', async () => {
    const player = await newPlayer(setup.t);
    const deposit = (amount: string) =>
      call(
        setup.t,
        'POST',
        '/wps/relay/MCS2_depositManualTransfer',
        { channelId: 'BANK_TRANSFER', amount },
        { token: player.token },
      );
    const approved = valueOf<{ deposit: { depositId: string } }>(await deposit('600')).deposit;
    await setup.t.app.wallet.deposits.decide(approved.depositId, true, 'test', null);
    const refused = valueOf<{ deposit: { depositId: string } }>(await deposit('700')).deposit;
    await setup.t.app.wallet.deposits.decide(refused.depositId, false, 'test', 'no money arrived');
    // Pending: not in the balance yet, so not in the history.
    await deposit('550');

    const card = valueOf<{ card: { cardId: string } }>(await bindCard(setup.t, player)).card;
    const withdrawn = valueOf<{ withdrawal: { withdrawId: string } }>(
      await call(
        setup.t,
        'POST',
        '/wps/transaction/withdraw',
        { cardId: card.cardId, amount: '200', paymentPassword: PIN },
        { token: player.token },
      ),
    ).withdrawal;
    await setup.t.app.wallet.withdrawals.decide(withdrawn.withdrawId, true, 'test', null);

    const session = await openSession(setup.t, player, setup.dice);
    const first = txId('bet');
    expect((await bet(session, '40.00', first)).body.status).toBe('OK');
    expect((await win(session.playerId, first, '15.00')).body.status).toBe('OK');

    // An approved deposit two months back lands in its month; one of two years ago only in lifetime.
    const merchantId = player.merchantId;
    const at = (monthsBack: number) => {
      const date = new Date();
      return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - monthsBack, 10, 12)).toISOString();
    };
    for (const [id, monthsBack, minor] of [
      [`hist-${player.id}-a`, 2, 25_000],
      [`hist-${player.id}-b`, 24, 1_000],
    ] as const) {
      await setup.t.database.db
        .insertInto('deposit')
        .values({
          id,
          merchant_id: merchantId,
          member_id: player.id,
          channel_id: 'BANK_TRANSFER',
          channel_name: 'Bank transfer',
          kind: 'MANUAL',
          status: 'approved',
          amount_minor: minor,
          created_at: at(monthsBack),
          decided_at: at(monthsBack),
        })
        .execute();
    }

    const value = await history(player);
    expect(value.months).toHaveLength(12);
    expect(value.months[0]).toEqual({
      month: new Date().toISOString().slice(0, 7),
      deposits: '600.00',
      withdrawals: '200.00',
      stakes: '40.00',
      wins: '15.00',
      net: '-25.00',
    });
    expect(value.months[1]).toMatchObject({ deposits: '0.00', stakes: '0.00', net: '0.00' });
    expect(value.months[2]).toMatchObject({ month: at(2).slice(0, 7), deposits: '250.00' });
    expect(value).toMatchObject({
      lifetimeDeposits: '860.00',
      lifetimeWithdrawals: '200.00',
      lifetimeNetDeposit: '660.00',
    });
  });

  it('is for members only', async () => {
    expect(await call(setup.t, 'GET', '/wps/member/protection/history')).toMatchObject({ status: 401 });
    expect(await call(setup.t, 'GET', '/wps/member/protection/session')).toMatchObject({ status: 401 });
  });
});
