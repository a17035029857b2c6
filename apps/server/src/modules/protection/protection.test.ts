/**
 * Player limits end to end through the member API, the cashier and the seamless wallet, on a fake
 * clock: lowering applies at once and raising after 24 hours, a deposit over the deposit limit is
 * refused with the limit named, a seamless bet over the loss limit is refused while its earlier
 * bet's win still pays, a session that outlasted its limit launches nothing, and members without
 * limits are untouched. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
import {
  type LaunchGameValue,
  type MyLimitsValue,
  PROTECTION_RAISE_DELAY_MS,
  type SetLimitValue,
  type StudioSessionValue,
} from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { call, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { launch, openSession, txId } from '../../test/seamless-helpers.ts';
import { appOnMovedClock } from '../../test/app-on-moved-clock.ts';
import {
  type Player,
  balanceOf,
  expectReconciled,
  fund,
  newPlayer,
  askDeposit,
} from '../../test/wallet-helpers.ts';

const LIMITS = '/wps/member/protection/limits';
const setup = appOnMovedClock();
const { now, bet, win } = setup;

function setLimit(
  player: Player,
  body: { kind: string; period: string; amount: string | null },
  language = 'EN',
) {
  return call(setup.t, 'POST', LIMITS, body, {
    token: player.token,
    headers: { 'accept-language': language },
  });
}
async function myLimits(player: Player): Promise<MyLimitsValue> {
  return valueOf<MyLimitsValue>(await call(setup.t, 'GET', LIMITS, undefined, { token: player.token }));
}
const deposit = (player: Player, amount: string, language = 'EN') =>
  askDeposit(setup.t, player, amount, language);

describe('changing my limits', () => {
  it('a new limit and a lowering apply at once; a raise is pending for 24 hours and then applies', async () => {
    let player = await newPlayer(setup.t);
    const set = valueOf<SetLimitValue>(
      await setLimit(player, { kind: 'DEPOSIT', period: 'DAY', amount: '500' }),
    );
    expect(set.immediate).toBe(true);
    expect(set.limits).toEqual([
      { kind: 'DEPOSIT', period: 'DAY', amount: '500.00', used: '0.00', left: '500.00', pending: null },
    ]);

    const raised = valueOf<SetLimitValue>(
      await setLimit(player, { kind: 'DEPOSIT', period: 'DAY', amount: '900' }),
    );
    expect(raised.immediate).toBe(false);
    expect(Date.parse(raised.appliesAt) - now()).toBeGreaterThan(PROTECTION_RAISE_DELAY_MS - 60_000);
    expect(raised.limits[0]).toMatchObject({ amount: '500.00', pending: { amount: '900.00' } });

    setup.move(PROTECTION_RAISE_DELAY_MS - 60_000);
    try {
      // A day later the member signs in again.
      player = { ...player, token: await tokenFor(setup.t, player.username, DEMO_PASSWORD) };
      expect((await myLimits(player)).limits[0]).toMatchObject({
        amount: '500.00',
        pending: { amount: '900.00' },
      });
      setup.move(120_000);
      expect((await myLimits(player)).limits[0]).toMatchObject({ amount: '900.00', pending: null });
      // Lowering applies at once, and every change is in the history.
      expect(
        valueOf<SetLimitValue>(await setLimit(player, { kind: 'DEPOSIT', period: 'DAY', amount: '100' }))
          .limits[0],
      ).toMatchObject({ amount: '100.00', pending: null });
      const history = await setup.t.database.db
        .selectFrom('player_limit_change')
        .select(['old_minor', 'new_minor', 'changed_by'])
        .where('member_id', '=', player.id)
        .orderBy('id')
        .execute();
      expect(
        history.map((row) => [row.old_minor === null ? null : Number(row.old_minor), Number(row.new_minor)]),
      ).toEqual([
        [null, 50_000],
        [50_000, 90_000],
        [90_000, 10_000],
      ]);
    } finally {
      setup.reset();
    }
  });

  it('a lowering cancels a pending raise, and a removal waits 24 hours', async () => {
    const player = await newPlayer(setup.t);
    await setLimit(player, { kind: 'WAGER', period: 'WEEK', amount: '300' });
    await setLimit(player, { kind: 'WAGER', period: 'WEEK', amount: '800' });
    const lowered = valueOf<SetLimitValue>(
      await setLimit(player, { kind: 'WAGER', period: 'WEEK', amount: '200' }),
    );
    expect(lowered.limits[0]).toMatchObject({ amount: '200.00', pending: null });
    const removed = valueOf<SetLimitValue>(
      await setLimit(player, { kind: 'WAGER', period: 'WEEK', amount: null }),
    );
    expect(removed).toMatchObject({
      immediate: false,
      limits: [{ amount: '200.00', pending: { amount: null } }],
    });
  });

  it('refuses a malformed limit and a trial member', async () => {
    const player = await newPlayer(setup.t);
    expect(await setLimit(player, { kind: 'DEPOSIT', period: 'SESSION', amount: '5' })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await setLimit(player, { kind: 'SESSION', period: 'SESSION', amount: '1.5' })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await setLimit(player, { kind: 'LOSS', period: 'DAY', amount: '-1' })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('enforcement', () => {
  it('a deposit over the deposit limit is refused, naming the limit, in the member language', async () => {
    const player = await newPlayer(setup.t);
    await setLimit(player, { kind: 'DEPOSIT', period: 'DAY', amount: '2000' });
    await setLimit(player, { kind: 'DEPOSIT', period: 'WEEK', amount: '3000' });
    expect((await deposit(player, '1200')).success).toBe(true);
    // 800 left of the day, 1800 of the week: the day's limit decides.
    const refused = await deposit(player, '900');
    expect(refused).toMatchObject({
      status: 409,
      code: 'DEPOSIT_LIMIT_REACHED',
      message: 'This deposit is over the deposit limit you set. Nothing was requested.',
      data: { kind: 'DEPOSIT', period: 'DAY', limit: '2000.00', left: '800.00' },
    });
    // Room for it returns when the first deposit is a day old.
    const first = await setup.t.database.db
      .selectFrom('deposit')
      .select('created_at')
      .where('member_id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(refused.data?.until).toBe(new Date(Date.parse(first.created_at) + 24 * 3_600_000).toISOString());
    expect((await deposit(player, '900', 'UR')).message).toContain('جمع کی حد');
    expect(await deposit(player, '800')).toMatchObject({ success: true });
    expect((await myLimits(player)).limits.find((l) => l.period === 'WEEK')).toMatchObject({
      used: '2000.00',
      left: '1000.00',
    });
  });

  it('a seamless bet over the loss limit is refused while its earlier bet’s win still pays', async () => {
    const player = await newPlayer(setup.t);
    await fund(setup.t, player, 100_000n);
    await setLimit(player, { kind: 'LOSS', period: 'DAY', amount: '100' });
    const session = await openSession(setup.t, player, setup.dice);
    const first = txId('bet');
    expect((await bet(session, '80.00', first)).body.status).toBe('OK');
    const refused = await bet(session, '30.00');
    expect(refused.body.status).toBe('BET_LIMIT_EXCEEDED');
    expect((await balanceOf(setup.t, player)).mainBalance).toBe('920.00');
    // The win of the first bet is never refused, and it gives the loss limit its room back.
    expect((await win(session.playerId, first, '60.00')).body.status).toBe('OK');
    expect((await balanceOf(setup.t, player)).mainBalance).toBe('980.00');
    expect((await bet(session, '30.00')).body.status).toBe('OK');
    expect((await myLimits(player)).limits[0]).toMatchObject({ used: '50.00', left: '50.00' });
    await expectReconciled(setup.t);
  });

  it('concurrent bets of one member never pass the wager limit together', async () => {
    const player = await newPlayer(setup.t);
    await fund(setup.t, player, 100_000n);
    await setLimit(player, { kind: 'WAGER', period: 'DAY', amount: '100' });
    const session = await openSession(setup.t, player, setup.dice);
    const answers = await Promise.all(Array.from({ length: 6 }, () => bet(session, '30.00')));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(3);
    expect((await myLimits(player)).limits[0]).toMatchObject({ used: '90.00', left: '10.00' });
  });

  it('a session that outlasted its session-time limit launches nothing and bets nothing', async () => {
    const player = await newPlayer(setup.t);
    await fund(setup.t, player, 10_000n);
    await setLimit(player, { kind: 'SESSION', period: 'SESSION', amount: '5' });
    const session = await openSession(setup.t, player, setup.dice);
    expect((await launch(setup.t, player, setup.dice)).success).toBe(true);
    setup.move(6 * 60_000);
    try {
      expect(await launch(setup.t, player, setup.dice)).toMatchObject({
        code: 'SESSION_LIMIT_REACHED',
        data: { kind: 'SESSION', limit: '5' },
      });
      expect((await bet(session, '1.00')).body.status).toBe('BET_LIMIT_EXCEEDED');
    } finally {
      setup.reset();
    }
  });

  it('a house studio round over the wager limit is refused by name and plays nothing', async () => {
    const player = await newPlayer(setup.t);
    await fund(setup.t, player, 10_000n);
    await setLimit(player, { kind: 'WAGER', period: 'DAY', amount: '5' });
    const url = new URL(
      valueOf<LaunchGameValue>(await launch(setup.t, player, setup.dice)).url,
      'https://lobby.example',
    );
    const opened = await setup.t.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      payload: { launchToken: url.searchParams.get('launch'), engine: 'dice', gameCode: 'dice' },
    });
    const token = opened.json<{ value: StudioSessionValue }>().value.sessionToken;
    const play = (stake: string) =>
      setup.t.app.inject({
        method: 'POST',
        url: '/studio/api/play',
        headers: { 'x-studio-session': token },
        payload: { stake, dice: { chance: 5000, direction: 'over' } },
      });
    expect((await play('5.00')).statusCode).toBe(200);
    const refused = await play('0.50');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'WAGER_LIMIT_REACHED',
      data: { kind: 'WAGER', period: 'DAY', limit: '5.00', left: '0.00' },
    });
    expect((await myLimits(player)).limits[0]).toMatchObject({ used: '5.00', left: '0.00' });
  });

  it('a member without limits deposits and bets as before', async () => {
    const player = await newPlayer(setup.t);
    await fund(setup.t, player, 10_000n);
    expect((await myLimits(player)).limits).toEqual([]);
    expect((await deposit(player, '5000')).success).toBe(true);
    const session = await openSession(setup.t, player, setup.dice);
    expect((await bet(session, '50.00')).body.status).toBe('OK');
  });
});
