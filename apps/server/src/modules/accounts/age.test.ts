/**
 * The age check at registration: the age arithmetic on birthdays (the day of the 18th
 * birthday passes, the day before does not, 29 February), the merchant's calendar day, and the
 * registrations that must refuse an under-age member without creating anything.
 */
import { ageOn, birthDateProblem, minimumAgeOf } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_BIRTH_DATE,
  ACCOUNTS_ENV,
  call,
  register,
  tokenFor,
  valueOf,
} from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { ApiError } from '../../platform/api-error.ts';
import { checkBirthDate } from './age.ts';

describe('age on a day', () => {
  it.each([
    ['2008-03-12', '2026-03-11', 17, 'the day before the 18th birthday'],
    ['2008-03-12', '2026-03-12', 18, 'the 18th birthday itself'],
    ['2008-03-12', '2026-03-13', 18, 'the day after'],
    ['2008-02-29', '2026-02-28', 17, '29 February, a year without one: not on 28 February'],
    ['2008-02-29', '2026-03-01', 18, '29 February, a year without one: on 1 March'],
    ['2008-02-29', '2028-02-29', 20, '29 February in a leap year'],
    ['2007-12-31', '2026-01-01', 18, 'across the new year'],
    ['2026-02-30', '2026-03-01', null, 'no such day'],
    ['2008-3-12', '2026-03-12', null, 'not written YYYY-MM-DD'],
  ] as [string, string, number | null, string][])('%s on %s is %s (%s)', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['2026-03-13', 'invalid'],
    ['1905-03-11', 'invalid'],
    ['1906-03-12', null],
    ['2026-13-01', 'invalid'],
    ['2008-03-13', 'underAge'],
    ['2008-03-12', null],
  ])('%s on 2026-03-12 with 18 as the minimum: %s', (birth, problem) => {
    expect(birthDateProblem(birth, '2026-03-12', 18)).toBe(problem);
  });

  it('keeps the minimum age between 18 and 25, 18 when unset', () => {
    expect([null, undefined, 17, 26, 18.5, 21].map(minimumAgeOf)).toEqual([18, 18, 18, 18, 18, 21]);
  });

  it("counts on the merchant's calendar day, not the server's", () => {
    // 20:30 UTC on 11 March is already 12 March in Karachi (UTC+5) but still 11 March in New York.
    const now = new Date('2026-03-11T20:30:00.000Z');
    expect(checkBirthDate('2008-03-12', { minimumAge: 18, timeZone: 'Asia/Karachi' }, now)).toBe(
      '2008-03-12',
    );
    const refused = (() => {
      try {
        checkBirthDate('2008-03-12', { minimumAge: 18, timeZone: 'America/New_York' }, now);
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      code: 'UNDER_MINIMUM_AGE',
      data: { field: 'birthDate', minimumAge: 18 },
    });
  });
});

describe('registration with a date of birth', () => {
  let t: TestContext;
  const NOW = '2026-03-11T20:30:00.000Z';

  beforeAll(async () => {
    t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(NOW) } });
    await t.database.db.updateTable('merchant').set({ time_zone: 'Asia/Karachi' }).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const birthDateOf = async (username: string) =>
    (
      await t.database.db
        .selectFrom('member')
        .select('birth_date')
        .where('username_lower', '=', username)
        .executeTakeFirst()
    )?.birth_date;
  const available = async (username: string) =>
    valueOf<{ available: boolean }>(await call(t, 'GET', '/wps/check/username', { username })).available;

  it('tells the form the minimum age', async () => {
    const settings = valueOf<{ minimumAge: number }>(await call(t, 'GET', '/wps/system/setting/register'));
    expect(settings.minimumAge).toBe(18);
  });

  it('refuses an under-age member with the translated reason and creates nothing', async () => {
    const refused = await register(t, { username: 'youngone1', birthDate: '2008-03-13' });
    expect(refused).toMatchObject({
      status: 403,
      success: false,
      code: 'UNDER_MINIMUM_AGE',
      data: { field: 'birthDate', minimumAge: 18 },
    });
    expect(refused.message).toBe('You are under the minimum age to register.');
    expect(await available('youngone1')).toBe(true);
  });

  it('registers on the day of the 18th birthday in the merchant zone, and stores the date', async () => {
    const result = await register(t, { username: 'youngone1', birthDate: '2008-03-12' });
    expect(result.status, JSON.stringify(result)).toBe(200);
    expect(await birthDateOf('youngone1')).toBe('2008-03-12');
  });

  it('requires a real date of birth', async () => {
    const missing = await register(t, { username: 'nodate01', birthDate: undefined });
    expect(missing).toMatchObject({ code: 'FIELD_REQUIRED', data: { field: 'birthDate' } });
    for (const birthDate of ['2027-01-01', '1900-01-01', '2001-02-29']) {
      const bad = await register(t, { username: 'nodate01', birthDate });
      expect(bad, birthDate).toMatchObject({ code: 'BIRTH_DATE_INVALID', data: { field: 'birthDate' } });
    }
    expect(await available('nodate01')).toBe(true);
  });

  it("follows the merchant's minimum age", async () => {
    await t.database.db.updateTable('merchant').set({ minimum_age: 21 }).execute();
    try {
      const settings = valueOf<{ minimumAge: number }>(await call(t, 'GET', '/wps/system/setting/register'));
      expect(settings.minimumAge).toBe(21);
      const refused = await register(t, { username: 'twenty01', birthDate: '2006-01-01' });
      expect(refused).toMatchObject({ code: 'UNDER_MINIMUM_AGE', data: { minimumAge: 21 } });
      expect((await register(t, { username: 'twenty01', birthDate: '2005-03-12' })).status).toBe(200);
    } finally {
      await t.database.db.updateTable('merchant').set({ minimum_age: 18 }).execute();
    }
  });

  it("checks an agent's direct and affiliate registrations of a downline the same way", async () => {
    const agent = await tokenFor(t, 'demo_agent', DEMO_PASSWORD);
    const downline = (path: string, fields: Record<string, unknown>) =>
      call(t, path.startsWith('/wps/relay') ? 'POST' : 'PUT', path, fields, { token: agent });
    for (const path of ['/wps/agent/downline', '/wps/relay/MCS2_wpsRegAff']) {
      const username = path.includes('relay') ? 'affchild1' : 'directkid1';
      const young = await downline(path, { username, password: 'abc12345', birthDate: '2010-06-01' });
      expect(young, path).toMatchObject({ code: 'UNDER_MINIMUM_AGE', data: { field: 'birthDate' } });
      const none = await downline(path, { username, password: 'abc12345' });
      expect(none, path).toMatchObject({ code: 'FIELD_REQUIRED', data: { field: 'birthDate' } });
      expect(await available(username), path).toBe(true);
      const adult = await downline(path, { username, password: 'abc12345', birthDate: ADULT_BIRTH_DATE });
      expect(adult.status, JSON.stringify(adult)).toBe(200);
      expect(await birthDateOf(username)).toBe(ADULT_BIRTH_DATE);
    }
  });
});
