/**
 * Time-out and self-exclusion end to end through the member API on a fake clock: an excluded member
 * still logs in and withdraws but cannot deposit, launch, bet (seamless), claim a reward
 * (lottery orders: exclusion-lottery.test.ts); the win of an earlier bet still pays; an exclusion cannot be shortened; registration with
 * a self-excluded member's mobile or e-mail is refused; broadcasts and popups skip them; and a
 * time-out ends on time. Runs on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
import type { MyExclusionValue } from '@openlobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { call, register, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { operatorToken, postAnnouncement, sendInbox } from '../../test/messaging-helpers.ts';
import { claim, issued } from '../../test/rewards-helpers.ts';
import { launch, openSession, txId } from '../../test/seamless-helpers.ts';
import { appOnMovedClock } from '../../test/app-on-moved-clock.ts';
import {
  PIN,
  type Player,
  balanceOf,
  bindCard,
  expectReconciled,
  fund,
  newPlayer,
  askDeposit,
} from '../../test/wallet-helpers.ts';

const EXCLUSION = '/wps/member/protection/exclusion';
const HOUR = 3_600_000;
const setup = appOnMovedClock();
const { now, bet, win } = setup;
let ops: string;

beforeAll(async () => {
  ops = await operatorToken(setup.t, 'ops_exclusion');
});

function take(player: Player, body: Record<string, unknown>, language = 'EN') {
  return call(setup.t, 'POST', EXCLUSION, body, { token: player.token, headers: { language } });
}
async function mine(player: Player): Promise<MyExclusionValue> {
  return valueOf<MyExclusionValue>(await call(setup.t, 'GET', EXCLUSION, undefined, { token: player.token }));
}
const deposit = (player: Player, amount: string, language = 'EN') =>
  askDeposit(setup.t, player, amount, language);

describe('while a time-out is in force', () => {
  it('withdraws and logs in, but deposits, launches, bets and claims nothing; an earlier win pays', async () => {
    const player = await newPlayer(setup.t);
    await fund(setup.t, player, 100_000n);
    const session = await openSession(setup.t, player, setup.dice);
    const earlier = txId('bet');
    expect((await bet(session, '50.00', earlier)).body.status).toBe('OK');
    const rewardId = await issued(setup.t, ops, { memberId: player.id, amount: '10.00' });

    const taken = valueOf<MyExclusionValue>(await take(player, { kind: 'TIME_OUT', duration: 'H24' }));
    expect(taken.exclusion?.kind).toBe('TIME_OUT');
    const until = taken.exclusion?.until ?? '';
    expect(Date.parse(until) - now()).toBeGreaterThan(24 * HOUR - 60_000);
    expect(await mine(player)).toEqual(taken);
    // Member info carries it too: home's banner reads it without a request of its own.
    const info = valueOf<{ exclusion: unknown }>(
      await call(setup.t, 'GET', '/wps/member/info', undefined, { token: player.token }),
    );
    expect(info.exclusion).toEqual(taken.exclusion);

    const refused = await deposit(player, '1000');
    expect(refused).toMatchObject({
      status: 403,
      code: 'TIME_OUT_ACTIVE',
      data: { kind: 'TIME_OUT', until },
    });
    const day = new Date(until).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(refused.message).toBe(
      `You are on a time-out until ${day} at ${until.slice(11, 16)} UTC. You can still withdraw your balance and see your history.`,
    );
    expect((await deposit(player, '1000', 'UR')).message).toContain('ٹائم آؤٹ');
    expect(await launch(setup.t, player, setup.dice)).toMatchObject({ code: 'TIME_OUT_ACTIVE' });
    expect((await bet(session, '5.00')).body.status).toBe('BET_LIMIT_EXCEEDED');
    expect(await claim(setup.t, player, rewardId)).toMatchObject({ code: 'TIME_OUT_ACTIVE' });
    expect((await balanceOf(setup.t, player)).mainBalance).toBe('950.00');

    // Wins of earlier bets, logins and withdrawals are never refused.
    expect((await win(session.playerId, earlier, '80.00')).body.status).toBe('OK');
    expect((await balanceOf(setup.t, player)).mainBalance).toBe('1030.00');
    const again = { ...player, token: await tokenFor(setup.t, player.username, DEMO_PASSWORD) };
    const card = valueOf<{ card: { cardId: string } }>(await bindCard(setup.t, again)).card;
    const withdrawn = await call(
      setup.t,
      'POST',
      '/wps/transaction/withdraw',
      { cardId: card.cardId, amount: '100.00', paymentPassword: PIN },
      { token: again.token },
    );
    expect(withdrawn.success, JSON.stringify(withdrawn)).toBe(true);
    expect((await balanceOf(setup.t, again)).pendingWithdrawal).toBe('100.00');
    await expectReconciled(setup.t);
  });

  it('ends on time (fake clock): refused a minute before the end, a deposit goes through after it', async () => {
    const player = await newPlayer(setup.t);
    await take(player, { kind: 'TIME_OUT', duration: 'H24' });
    setup.move(24 * HOUR - 60_000);
    try {
      const signedIn = { ...player, token: await tokenFor(setup.t, player.username, DEMO_PASSWORD) };
      expect(await deposit(signedIn, '1000')).toMatchObject({ code: 'TIME_OUT_ACTIVE' });
      setup.move(2 * 60_000);
      expect(await deposit(signedIn, '1000')).toMatchObject({ success: true });
      expect((await mine(signedIn)).exclusion).toBeNull();
    } finally {
      setup.reset();
    }
  });
});

describe('taking an exclusion', () => {
  it('cannot shorten one: a shorter one is refused, a longer one extends it', async () => {
    const player = await newPlayer(setup.t);
    await take(player, { kind: 'TIME_OUT', duration: 'D30' });
    expect(await take(player, { kind: 'TIME_OUT', duration: 'H24' })).toMatchObject({
      status: 409,
      code: 'EXCLUSION_CANNOT_SHORTEN',
    });
    expect(await take(player, { kind: 'TIME_OUT', duration: 'D7' })).toMatchObject({
      code: 'EXCLUSION_CANNOT_SHORTEN',
    });
    const longer = valueOf<MyExclusionValue>(
      await take(player, { kind: 'SELF_EXCLUSION', duration: 'M6', password: DEMO_PASSWORD }),
    );
    expect(longer.exclusion?.kind).toBe('SELF_EXCLUSION');
    expect(Date.parse(longer.exclusion?.until ?? '') - now()).toBeGreaterThan(180 * 24 * HOUR);
    expect(await deposit(player, '1000')).toMatchObject({ code: 'SELF_EXCLUDED' });
    const indefinite = valueOf<MyExclusionValue>(
      await take(player, { kind: 'SELF_EXCLUSION', duration: 'INDEFINITE', password: DEMO_PASSWORD }),
    );
    expect(indefinite.exclusion).toMatchObject({ kind: 'SELF_EXCLUSION', until: null });
    expect(
      await take(player, { kind: 'SELF_EXCLUSION', duration: 'Y5', password: DEMO_PASSWORD }),
    ).toMatchObject({ code: 'EXCLUSION_CANNOT_SHORTEN' });
    expect(await deposit(player, '1000')).toMatchObject({
      code: 'SELF_EXCLUDED_INDEFINITELY',
      message:
        'You are self-excluded with no end date. You can still withdraw your balance and see your history.',
    });
    // Every exclusion is recorded, for the operator.
    const history = await setup.t.database.db
      .selectFrom('player_exclusion')
      .select(['kind', 'duration'])
      .where('member_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.duration)).toEqual(['D30', 'M6', 'INDEFINITE']);
    expect(history.every((row) => row.kind !== '')).toBe(true);
  });

  it('a self-exclusion needs the member password; a wrong one changes nothing', async () => {
    const player = await newPlayer(setup.t);
    expect(
      await take(player, { kind: 'SELF_EXCLUSION', duration: 'Y1', password: 'not-my-password' }),
    ).toMatchObject({ code: 'EXCLUSION_PASSWORD_WRONG' });
    expect(await take(player, { kind: 'SELF_EXCLUSION', duration: 'Y1' })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await take(player, { kind: 'TIME_OUT', duration: 'Y1' })).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await mine(player)).exclusion).toBeNull();
  });
});

describe('a self-excluded member elsewhere', () => {
  it('a registration with their mobile or e-mail is refused by name', async () => {
    const suffix = String(Date.now() % 10_000_000).padStart(7, '0');
    const e164 = `+92313${suffix}`;
    const player = await newPlayer(setup.t, { mobile: e164 });
    const email = `excluded${suffix}@example.com`;
    await setup.t.database.db
      .updateTable('member')
      .set({ email, email_lower: email })
      .where('id', '=', player.id)
      .execute();
    await take(player, { kind: 'SELF_EXCLUSION', duration: 'Y2', password: DEMO_PASSWORD });
    const sms = await call(setup.t, 'POST', '/wps/verification/sms/register', {
      mobileNum: `0313${suffix}`,
      countryDialingCode: '+92',
    });
    expect(sms).toMatchObject({
      code: 'REGISTRATION_SELF_EXCLUDED',
      message:
        'This mobile number or e-mail belongs to a self-excluded account. A new account cannot be opened with it.',
    });
    const again = await register(setup.t, { username: `again${suffix}`, email: email.toUpperCase() });
    expect(again).toMatchObject({ code: 'REGISTRATION_SELF_EXCLUDED' });
  });

  it('receives no broadcasts and no popups; messages to them alone still arrive', async () => {
    const excluded = await newPlayer(setup.t);
    const other = await newPlayer(setup.t);
    await take(excluded, { kind: 'TIME_OUT', duration: 'W6' });
    const own = await sendInbox(
      setup.t,
      ops,
      { kind: 'member', memberId: excluded.id },
      'About your account',
    );
    const all = await sendInbox(setup.t, ops, { kind: 'all' }, 'Weekend bonus');
    const inbox = async (p: Player) =>
      valueOf<{ content: { messageId: number }[] }>(
        await call(setup.t, 'GET', '/wps/relay/CSP_getInbox', {}, { token: p.token }),
      ).content.map((item) => item.messageId);
    expect(await inbox(excluded)).toEqual([own]);
    expect(await inbox(other)).toContain(all);

    const popup = await postAnnouncement(setup.t, ops, {
      type: 'PU',
      title: 'Deposit bonus',
      execution: 'A',
    });
    const notice = await postAnnouncement(setup.t, ops, { type: 'PL', title: 'Maintenance tonight' });
    const list = async (p: Player) =>
      valueOf<{ id: number }[]>(
        await call(
          setup.t,
          'GET',
          '/wps/relay/MCSFE_getListAnnouncements',
          { types: 'PL,PU' },
          { token: p.token },
        ),
      ).map((item) => item.id);
    expect(await list(excluded)).toContain(notice);
    expect(await list(excluded)).not.toContain(popup);
    expect(await list(other)).toEqual(expect.arrayContaining([notice, popup]));
  });
});
