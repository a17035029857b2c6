/**
 * The seamless-wallet API as a vendor uses it: launch tokens, sessions, bets, wins and rollbacks,
 * idempotency, signatures and timing, checked against balances, the ledger and the betting record.
 */
import {
  type BetSummaryValue,
  SEAMLESS_LAUNCH_TOKEN_TTL_MS,
  type LaunchGameValue,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import {
  gameByCode,
  houseSecret,
  launch,
  launchTokenOf,
  openSession,
  send,
  txId,
} from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { signSeamlessBody } from './vendor-secrets.ts';

const VENDOR = 'OLI';
let t: TestContext;
/** Moves the server's clock (and the vendor's timestamps with it). */
let offsetMs = 0;
const now = () => Date.now() + offsetMs;
let dice: Awaited<ReturnType<typeof gameByCode>>;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(now()) } });
  dice = await gameByCode(t, VENDOR, 'dice');
});
afterAll(async () => {
  await t.close();
});

async function funded(minor = 10_000n): Promise<Player> {
  const player = await newPlayer(t);
  await fund(t, player, minor);
  return player;
}

function betBody(session: { playerId: string; sessionId: string }, amount: string, id = txId('bet')) {
  return {
    ...session,
    transactionId: id,
    roundId: `round-${id}`,
    gameCode: 'dice',
    amount,
    timestamp: now(),
  };
}

function settleBody(playerId: string, betId: string, amount: string | null, id = txId('win')) {
  return {
    playerId,
    transactionId: id,
    betTransactionId: betId,
    roundId: `round-${betId}`,
    gameCode: 'dice',
    ...(amount === null ? {} : { amount }),
    timestamp: now(),
  };
}

async function mainBalance(player: Player): Promise<string> {
  return (await balanceOf(t, player)).mainBalance;
}

describe('authenticate', () => {
  it('exchanges a launch token once for a session with the balance and the player', async () => {
    const player = await funded();
    const launched = valueOf<LaunchGameValue>(await launch(t, player, dice, { language: 'UR' }));
    const token = launchTokenOf(launched.url);
    const first = await send(t, VENDOR, 'authenticate', { launchToken: token, timestamp: now() });
    expect(first).toMatchObject({
      http: 200,
      body: {
        status: 'OK',
        playerId: String(player.id),
        currency: 'CNY',
        balance: '100.00',
        nickname: player.username,
        language: 'UR',
      },
    });
    expect(String(first.body.sessionId)).not.toBe(token);
    const again = await send(t, VENDOR, 'authenticate', { launchToken: token, timestamp: now() });
    expect(again).toEqual({ http: 200, body: { status: 'SESSION_EXPIRED' } });
  });

  it('refuses a launch token left unused past its two minutes, and one of another vendor', async () => {
    const player = await funded();
    const token = launchTokenOf(valueOf<LaunchGameValue>(await launch(t, player, dice)).url);
    expect((await send(t, 'OLS', 'authenticate', { launchToken: token, timestamp: now() })).body.status).toBe(
      'SESSION_EXPIRED',
    );
    offsetMs += SEAMLESS_LAUNCH_TOKEN_TTL_MS + 1_000;
    try {
      const late = await send(t, VENDOR, 'authenticate', { launchToken: token, timestamp: now() });
      expect(late.body).toEqual({ status: 'SESSION_EXPIRED' });
    } finally {
      offsetMs = 0;
    }
  });

  it('answers the balance on a live session', async () => {
    const player = await funded(2_550n);
    const session = await openSession(t, player, dice);
    expect((await send(t, VENDOR, 'balance', { ...session, timestamp: now() })).body).toEqual({
      status: 'OK',
      balance: '25.50',
      currency: 'CNY',
    });
  });
});

describe('bet, win and rollback', () => {
  it('moves money for a bet and its win, and the betting record shows the round', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '10.00');
    expect((await send(t, VENDOR, 'bet', bet)).body).toEqual({
      status: 'OK',
      balance: '90.00',
      currency: 'CNY',
      transactionId: bet.transactionId,
    });
    const win = settleBody(session.playerId, bet.transactionId, '25.50');
    expect((await send(t, VENDOR, 'win', win)).body).toMatchObject({ status: 'OK', balance: '115.50' });
    expect(await mainBalance(player)).toBe('115.50');

    const lost = betBody(session, '5.00');
    await send(t, VENDOR, 'bet', lost);
    const closed = await send(t, VENDOR, 'win', settleBody(session.playerId, lost.transactionId, '0.00'));
    expect(closed.body).toMatchObject({ status: 'OK', balance: '110.50' });

    const summary = valueOf<BetSummaryValue>(
      await call(t, 'GET', '/wps/relay/ODSFE2_BetSummary', {}, { token: player.token }),
    );
    expect(summary.rows).toEqual([
      expect.objectContaining({
        gameType: 'RNG',
        vendorCode: VENDOR,
        gameId: String(dice.nodeId),
        gameName: 'Classic Dice',
        betCount: 2,
        bet: '15.00',
        win: '25.50',
        profit: '10.50',
      }),
    ]);
    await expectReconciled(t);
  });

  it('refunds a rolled-back bet once, and the record drops it', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '40.00');
    await send(t, VENDOR, 'bet', bet);
    const rollback = settleBody(session.playerId, bet.transactionId, null, txId('rb'));
    expect((await send(t, VENDOR, 'rollback', rollback)).body).toMatchObject({
      status: 'OK',
      balance: '100.00',
    });
    // A second rollback (another id) of the same bet moves nothing.
    const second = settleBody(session.playerId, bet.transactionId, null, txId('rb'));
    expect((await send(t, VENDOR, 'rollback', second)).body).toMatchObject({
      status: 'OK',
      balance: '100.00',
    });
    expect(await mainBalance(player)).toBe('100.00');
    const summary = valueOf<BetSummaryValue>(
      await call(t, 'GET', '/wps/relay/ODSFE2_BetSummary', {}, { token: player.token }),
    );
    expect(summary.rows).toEqual([]);
  });

  it('answers INSUFFICIENT_FUNDS with the current balance and moves nothing', async () => {
    const player = await funded(500n);
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '5.01');
    expect((await send(t, VENDOR, 'bet', bet)).body).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: '5.00',
      currency: 'CNY',
      transactionId: bet.transactionId,
    });
    expect(await mainBalance(player)).toBe('5.00');
  });

  it('answers a win for an unknown bet with BET_NOT_FOUND', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const win = settleBody(session.playerId, 'never-placed', '3.00');
    expect((await send(t, VENDOR, 'win', win)).body).toEqual({ status: 'BET_NOT_FOUND' });
    expect(await mainBalance(player)).toBe('100.00');
  });
});

describe('idempotency', () => {
  it('answers duplicates of a bet, a win and a rollback with the first answer and moves nothing', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '10.00');
    const firstBet = await send(t, VENDOR, 'bet', bet);
    const win = settleBody(session.playerId, bet.transactionId, '4.00');
    const firstWin = await send(t, VENDOR, 'win', win);
    const other = betBody(session, '20.00');
    await send(t, VENDOR, 'bet', other);
    const rollback = settleBody(session.playerId, other.transactionId, null, txId('rb'));
    const firstRollback = await send(t, VENDOR, 'rollback', rollback);
    expect(await mainBalance(player)).toBe('94.00');

    // Retries carry a new timestamp; the first answers come back, balances as answered then.
    expect(await send(t, VENDOR, 'bet', { ...bet, timestamp: now() })).toEqual(firstBet);
    expect(await send(t, VENDOR, 'win', { ...win, timestamp: now() })).toEqual(firstWin);
    expect(await send(t, VENDOR, 'rollback', { ...rollback, timestamp: now() })).toEqual(firstRollback);
    expect(firstBet.body.balance).toBe('90.00');
    expect(await mainBalance(player)).toBe('94.00');
    await expectReconciled(t);
  });

  it('refuses the same transaction id with a different body (409) and moves nothing', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '10.00');
    await send(t, VENDOR, 'bet', bet);
    expect(await send(t, VENDOR, 'bet', { ...bet, amount: '11.00' })).toEqual({
      http: 409,
      body: { status: 'TRANSACTION_CONFLICT' },
    });
    const asWin = settleBody(session.playerId, bet.transactionId, '1.00', bet.transactionId);
    expect((await send(t, VENDOR, 'win', asWin)).http).toBe(409);
    expect(await mainBalance(player)).toBe('90.00');
  });
});

describe('signatures and timing', () => {
  it('refuses a forged, a missing and a wrong-vendor signature with 401 and moves nothing', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '10.00');
    const refused = { http: 401, body: { status: 'INVALID_SIGNATURE' } };
    expect(await send(t, VENDOR, 'bet', bet, { secret: Buffer.from('forged-key') })).toEqual(refused);
    expect(await send(t, VENDOR, 'bet', bet, { secret: null })).toEqual(refused);
    expect(await send(t, VENDOR, 'bet', bet, { secret: houseSecret(t, 'OLS') })).toEqual(refused);
    // A body changed after signing: the signature is over the exact bytes.
    const signedFor = JSON.stringify({ ...bet, amount: '1.00' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: `/seamless/v1/${VENDOR}/bet`,
      payload: JSON.stringify(bet),
      headers: {
        'content-type': 'application/json',
        'x-signature': signSeamlessBody(houseSecret(t, VENDOR), signedFor),
      },
    });
    expect(tampered.statusCode).toBe(401);
    // A vendor with no secret configured is not connected.
    expect(await send(t, 'SPF', 'bet', bet, { secret: Buffer.from('x') })).toEqual(refused);
    expect(await mainBalance(player)).toBe('100.00');
    // The untouched bet still goes through afterwards.
    expect((await send(t, VENDOR, 'bet', bet)).body.status).toBe('OK');
  });

  it('refuses a stale timestamp, but answers an exact replay of an applied transaction', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const stale = { ...betBody(session, '10.00'), timestamp: now() - 6 * 60_000 };
    expect(await send(t, VENDOR, 'bet', stale)).toEqual({ http: 400, body: { status: 'REQUEST_EXPIRED' } });
    expect(await mainBalance(player)).toBe('100.00');

    const bet = betBody(session, '10.00');
    const first = await send(t, VENDOR, 'bet', bet);
    offsetMs += 10 * 60_000;
    try {
      expect(await send(t, VENDOR, 'bet', bet)).toEqual(first);
      expect((await send(t, VENDOR, 'balance', { ...session, timestamp: bet.timestamp })).body.status).toBe(
        'REQUEST_EXPIRED',
      );
    } finally {
      offsetMs = 0;
    }
    expect(await mainBalance(player)).toBe('90.00');
  });
});

describe('ordering and member state', () => {
  it('remembers a rollback that arrives before its bet; the late bet moves nothing', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '10.00');
    const early = settleBody(session.playerId, bet.transactionId, null, txId('rb'));
    expect((await send(t, VENDOR, 'rollback', early)).body).toMatchObject({
      status: 'OK',
      balance: '100.00',
    });
    expect((await send(t, VENDOR, 'bet', bet)).body).toMatchObject({
      status: 'BET_ROLLED_BACK',
      balance: '100.00',
    });
    const win = settleBody(session.playerId, bet.transactionId, '50.00');
    expect((await send(t, VENDOR, 'win', win)).body).toMatchObject({ status: 'BET_ROLLED_BACK' });
    expect(await mainBalance(player)).toBe('100.00');
    await expectReconciled(t);
  });

  it('pays a win and a rollback after the session expired, and refuses new bets on it', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '10.00');
    await send(t, VENDOR, 'bet', bet);
    const refunded = betBody(session, '5.00');
    await send(t, VENDOR, 'bet', refunded);
    offsetMs += 31 * 60_000;
    try {
      const win = settleBody(session.playerId, bet.transactionId, '30.00');
      expect((await send(t, VENDOR, 'win', win)).body).toMatchObject({ status: 'OK', balance: '115.00' });
      const rollback = settleBody(session.playerId, refunded.transactionId, null, txId('rb'));
      expect((await send(t, VENDOR, 'rollback', rollback)).body).toMatchObject({
        status: 'OK',
        balance: '120.00',
      });
      expect((await send(t, VENDOR, 'bet', betBody(session, '1.00'))).body).toMatchObject({
        status: 'SESSION_EXPIRED',
        balance: '120.00',
      });
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a bet by a disabled member but still pays the win of an earlier bet', async () => {
    const player = await funded();
    const session = await openSession(t, player, dice);
    const bet = betBody(session, '10.00');
    await send(t, VENDOR, 'bet', bet);
    await t.database.db.updateTable('member').set({ disabled: 1 }).where('id', '=', player.id).execute();
    expect((await send(t, VENDOR, 'bet', betBody(session, '1.00'))).body).toMatchObject({
      status: 'PLAYER_BLOCKED',
      balance: '90.00',
    });
    const win = settleBody(session.playerId, bet.transactionId, '2.00');
    expect((await send(t, VENDOR, 'win', win)).body).toMatchObject({ status: 'OK', balance: '92.00' });
  });

  it('answers UNKNOWN_PLAYER for a player that does not exist', async () => {
    const body = betBody({ playerId: '99999999', sessionId: 'x'.repeat(43) }, '1.00');
    expect((await send(t, VENDOR, 'bet', body)).body).toEqual({ status: 'UNKNOWN_PLAYER' });
  });
});
