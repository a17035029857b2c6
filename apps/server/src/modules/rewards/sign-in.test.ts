/**
 * The daily sign-in on a clock the test moves: the operator's calendar (audited), one sign-in per
 * day of the member's zone paid at once, the streak (next day continues, a missed day or day 7
 * restarts), the zone's day boundary, 20 racing sign-ins paying once, and trial members refused.
 */
import { errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What the app reads as now. */
let nowMs = Date.parse('2026-03-10T08:00:00.000Z');
let t: TestContext;
let ops: string;

interface Calendar {
  enabled: boolean;
  today: string;
  signedToday: boolean;
  todayStreakDay: number;
  days: { day: number; amount: string; signed: boolean }[];
}
interface Signed {
  day: string;
  streakDay: number;
  amount: string;
  sumBalance: string;
}

/** Moves the clock; the member logs in again (an idle session does not outlive days). */
async function at(iso: string, p: Player): Promise<Player> {
  nowMs = Date.parse(iso);
  return { ...p, token: await tokenFor(t, p.username, DEMO_PASSWORD) };
}

const signIn = (p: Player, timeZone = 'UTC', language = 'EN') =>
  call(t, 'POST', '/wps/relay/MCSFE_signIn', { timeZone }, { token: p.token, headers: { language } });
const calendarOf = async (p: Player, timeZone = 'UTC') =>
  valueOf<Calendar>(
    await call(t, 'GET', '/wps/relay/MCSFE_getSignInCalendar', { timeZone }, { token: p.token }),
  );
const streakOf = async (p: Player, timeZone = 'UTC') => valueOf<Signed>(await signIn(p, timeZone));

const REWARDS = ['1', '2', '3', '4', '5', '6', '10.50'];
const setCalendar = (enabled: boolean) =>
  asOps(t, ops, 'PUT', '/ops/sign-in-calendar', { enabled, rewards: REWARDS });

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(nowMs) } });
  ops = await operatorWith(t, 'ops_sign_in', ['admin']);
});
afterAll(async () => {
  await t.close();
});

describe("the operator's calendar", () => {
  it('is closed until the operator opens it, and each change is audited', async () => {
    const p = await newPlayer(t);
    expect((await setCalendar(false)).success).toBe(true);
    expect(await signIn(p)).toMatchObject({ success: false, code: 'SIGN_IN_CLOSED' });
    expect((await calendarOf(p)).enabled).toBe(false);
    expect((await setCalendar(true)).success).toBe(true);
    expect(await lastAudit(t, 'sign-in.calendar')).toMatchObject({
      actor: 'operator:ops_sign_in',
      after: { enabled: true, rewards: ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '10.50'] },
    });
    expect(
      valueOf<{ enabled: boolean; rewards: string[] }>(await asOps(t, ops, 'GET', '/ops/sign-in-calendar')),
    ).toMatchObject({ enabled: true, rewards: ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00', '10.50'] });
    expect(
      (await asOps(t, ops, 'PUT', '/ops/sign-in-calendar', { enabled: true, rewards: ['1'] })).success,
    ).toBe(false);
  });
});

describe('signing in', () => {
  beforeAll(async () => {
    await setCalendar(true);
  });

  it('pays day 1 at once, refuses a second time the same day in both languages, and continues next day', async () => {
    let p = await at('2026-03-10T08:00:00.000Z', await newPlayer(t));
    expect(await calendarOf(p)).toMatchObject({ today: '2026-03-10', signedToday: false, todayStreakDay: 1 });
    expect(await streakOf(p)).toEqual({
      day: '2026-03-10',
      streakDay: 1,
      amount: '1.00',
      sumBalance: '1.00',
    });
    const again = await signIn(p);
    expect(again).toMatchObject({
      success: false,
      code: 'SIGN_IN_ALREADY_TODAY',
      message: 'Already signed in today',
    });
    expect(await signIn(p, 'UTC', 'UR')).toMatchObject({
      code: 'SIGN_IN_ALREADY_TODAY',
      message: errorMessage('SIGN_IN_ALREADY_TODAY', 'UR'),
    });
    const signed = await calendarOf(p);
    expect(signed.signedToday).toBe(true);
    expect(signed.days.map((d) => d.signed)).toEqual([true, false, false, false, false, false, false]);

    p = await at('2026-03-11T23:59:00.000Z', p);
    expect(await calendarOf(p)).toMatchObject({ signedToday: false, todayStreakDay: 2 });
    expect(await streakOf(p)).toMatchObject({
      day: '2026-03-11',
      streakDay: 2,
      amount: '2.00',
      sumBalance: '3.00',
    });
    p = await at('2026-03-12T00:01:00.000Z', p);
    expect(await streakOf(p)).toMatchObject({ day: '2026-03-12', streakDay: 3, amount: '3.00' });
  });

  it('restarts at day 1 after a missed day, and after day 7', async () => {
    let p = await at('2026-04-01T10:00:00.000Z', await newPlayer(t));
    expect((await streakOf(p)).streakDay).toBe(1);
    p = await at('2026-04-02T10:00:00.000Z', p);
    expect((await streakOf(p)).streakDay).toBe(2);
    // 3 April missed.
    p = await at('2026-04-04T10:00:00.000Z', p);
    expect(await calendarOf(p)).toMatchObject({ todayStreakDay: 1 });
    expect((await calendarOf(p)).days.every((d) => !d.signed)).toBe(true);
    expect((await streakOf(p)).streakDay).toBe(1);

    const days: number[] = [];
    for (let i = 1; i <= 7; i += 1) {
      p = await at(new Date(Date.parse('2026-04-04T10:00:00.000Z') + i * DAY).toISOString(), p);
      days.push((await streakOf(p)).streakDay);
    }
    expect(days).toEqual([2, 3, 4, 5, 6, 7, 1]);
    // 1+2 (first streak) + 1..7 less day 1 repeated: 1 + 2 + 3 + 4 + 5 + 6 + 10.50 + 1
    expect((await balanceOf(t, p)).sumBalance).toBe(`${(3 + 1 + 2 + 3 + 4 + 5 + 6 + 10.5 + 1).toFixed(2)}`);
    await expectReconciled(t);
  });

  it("counts days in the member's own zone, and a zone change never signs a day twice", async () => {
    // 20:00 UTC on 10 May is already 11 May in Karachi (UTC+5).
    let p = await at('2026-05-10T20:00:00.000Z', await newPlayer(t));
    expect(await calendarOf(p, 'Asia/Karachi')).toMatchObject({ today: '2026-05-11' });
    expect(await streakOf(p, 'Asia/Karachi')).toMatchObject({ day: '2026-05-11', streakDay: 1 });
    // The same moment in UTC is still 10 May: earlier than the day signed, so refused.
    expect(await signIn(p, 'UTC')).toMatchObject({ code: 'SIGN_IN_ALREADY_TODAY' });
    // 18:59 UTC next day is 23:59 in Karachi: still 11 May there.
    p = await at('2026-05-11T18:59:00.000Z', p);
    expect(await signIn(p, 'Asia/Karachi')).toMatchObject({ code: 'SIGN_IN_ALREADY_TODAY' });
    // 19:00 UTC is midnight in Karachi: 12 May, day 2.
    p = await at('2026-05-11T19:00:00.000Z', p);
    expect(await streakOf(p, 'Asia/Karachi')).toMatchObject({ day: '2026-05-12', streakDay: 2 });
    expect(await signIn(p, 'Not/AZone')).toMatchObject({ code: 'TIME_ZONE_INVALID' });
  });

  it('pays once when 20 sign-ins of one member race', async () => {
    const p = await at('2026-06-01T12:00:00.000Z', await newPlayer(t));
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(p)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).every((a) => a.code === 'SIGN_IN_ALREADY_TODAY')).toBe(true);
    expect((await balanceOf(t, p)).sumBalance).toBe('1.00');
    const transfers = await t.database.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('id', '=', `sign-in:${p.id}:2026-06-01`)
      .execute();
    expect(transfers).toHaveLength(1);
    await expectReconciled(t);
  });

  it('refuses trial members with FREE_REJECT', async () => {
    const trial = await trialPlayer(t);
    expect(await signIn(trial)).toMatchObject({ success: false, code: 'FREE_REJECT' });
    expect(
      await call(t, 'GET', '/wps/relay/MCSFE_getSignInCalendar', {}, { token: trial.token }),
    ).toMatchObject({ code: 'FREE_REJECT' });
  });
});
