/**
 * Merchant settings in the console: maintenance switched on makes the lobby answer MAINTENANCE at
 * once (its merchant cache is dropped) and off lets it play again; a whitelabel flag switched
 * shows in the lobby's whitelabel answer at once; limits and region rules are shown as the
 * environment sets them; the time zone is set by its IANA name, and the dashboard's today is then the
 * new zone's day. Each change is audited with before and after and the operator's address,
 * bad input is a translated 4xx, and only settings.manage may change anything. Runs on SQLite
 * and PostgreSQL (TEST_DATABASE_URL).
 */
import { type OpsDashboardValue, type OpsSettingsValue, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, register, valueOf } from '../../test/accounts-helpers.ts';
import { OPS_IP, asOps, operatorWith } from '../../test/members-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let admin: string;
let auditor: string;
let marketing: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...ACCOUNTS_ENV,
      WITHDRAW_MIN: '150',
      REGION_BLOCKED_COUNTRIES: 'US,FR',
      REGION_DENY_CIDRS: '10.0.0.0/8',
    },
  });
  admin = await operatorWith(t, 'settings_admin', ['admin']);
  auditor = await operatorWith(t, 'settings_auditor', ['auditor']);
  marketing = await operatorWith(t, 'settings_marketing', ['marketing']);
});
afterAll(async () => {
  await t.close();
});

const lobbyGames = () => call(t, 'GET', '/wps/relay/GCSGAME_gameList', {});
const whitelabel = async () =>
  valueOf<Record<string, boolean>>(await call(t, 'GET', '/wps/system/whitelabel', {}));

async function lastAudit(action: string) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('maintenance', () => {
  it('closes the lobby at once and opens it again, audited', async () => {
    expect((await lobbyGames()).status).toBe(200);
    const on = await asOps(t, admin, 'PUT', '/ops/settings/maintenance', { on: true });
    expect(on).toMatchObject({ status: 200, value: { maintenance: true } });
    expect(await lobbyGames()).toMatchObject({ code: 'MAINTENANCE' });
    const entry = await lastAudit('maintenance.on');
    expect(entry).toMatchObject({ actor: 'operator:settings_admin', address: OPS_IP });
    expect(JSON.parse(entry.before_state ?? '')).toEqual({ maintenance: false });

    await asOps(t, admin, 'PUT', '/ops/settings/maintenance', { on: false });
    expect((await lobbyGames()).status).toBe(200);
    expect(await lastAudit('maintenance.off')).toMatchObject({ actor: 'operator:settings_admin' });
  });
});

describe('whitelabel flags and the settings page', () => {
  it('switches a flag the lobby reads at once', async () => {
    const before = await whitelabel();
    const flag = 'CBS3';
    const wanted = !before[flag];
    const answer = valueOf<OpsSettingsValue>(
      await asOps(t, admin, 'PUT', `/ops/settings/whitelabel/${flag}`, { on: wanted }),
    );
    expect(answer.whitelabel.find((entry) => entry.flag === flag)).toEqual({ flag, on: wanted });
    expect((await whitelabel())[flag]).toBe(wanted);
    const entry = await lastAudit('whitelabel.set');
    expect(entry).toMatchObject({ target: `whitelabel:${flag}`, address: OPS_IP });
    expect(JSON.parse(entry.after_state ?? '')).toEqual({ enabled: wanted });
  });

  it('shows the environment limits and region rules to a reader', async () => {
    const settings = valueOf<OpsSettingsValue>(await asOps(t, auditor, 'GET', '/ops/settings'));
    expect(settings).toMatchObject({
      merchantCode: 'OPENLOBBY',
      maintenance: false,
      limits: { withdrawMin: '150' },
      region: { blockedCountries: ['US', 'FR'], denyCidrs: ['10.0.0.0/8'], allowCidrs: [] },
    });
  });

  it('refuses changes to roles without settings.manage and bad input in the operator language', async () => {
    for (const token of [auditor, marketing])
      expect(await asOps(t, token, 'PUT', '/ops/settings/maintenance', { on: true }, 'UR')).toMatchObject({
        status: 403,
        message: errorMessage('OPERATOR_FORBIDDEN', 'UR'),
      });
    expect(await asOps(t, marketing, 'GET', '/ops/settings')).toMatchObject({ status: 403 });
    const cases: [string, unknown][] = [
      ['/ops/settings/maintenance', {}],
      ['/ops/settings/maintenance', { on: 'yes' }],
      ['/ops/settings/whitelabel/NOPE', { on: true }],
      ['/ops/settings/whitelabel/cbs3', { on: true }],
      ['/ops/settings/whitelabel/CBS3', { on: null }],
    ];
    for (const [url, payload] of cases) {
      const answer = await asOps(t, admin, 'PUT', url, payload, 'UR');
      expect([url, answer.status]).toEqual([url, 400]);
      expect(answer.message).toBe(errorMessage('VALIDATION_FAILED', 'UR'));
    }
    expect((await whitelabel()).CBS3).toBeTypeOf('boolean');
  });
});

/** The calendar day in `zone` now, worked out apart from the server's own day arithmetic. */
const dayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

describe('the time zone', () => {
  const setZone = (token: string, timeZone: unknown, language = 'EN') =>
    asOps(t, token, 'PUT', '/ops/settings/time-zone', { timeZone }, language);
  const dashboardToday = async () =>
    valueOf<OpsDashboardValue>(await asOps(t, admin, 'GET', '/ops/dashboard'));

  it('starts at UTC, is set by its IANA name, audited, and moves the dashboard’s today', async () => {
    expect(valueOf<OpsSettingsValue>(await asOps(t, auditor, 'GET', '/ops/settings')).timeZone).toBe('UTC');
    // +14 and -11 hours: 25 hours apart, so these two are never on the same calendar day.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const answer = await setZone(admin, zone);
      expect(answer).toMatchObject({ status: 200, value: { timeZone: zone } });
      expect(valueOf<OpsSettingsValue>(await asOps(t, auditor, 'GET', '/ops/settings')).timeZone).toBe(zone);
      const before = dayIn(zone);
      const dashboard = await dashboardToday();
      expect(dashboard.timeZone).toBe(zone);
      expect([before, dayIn(zone)]).toContain(dashboard.today.day);
    }
    const entry = await lastAudit('time_zone.set');
    expect(entry).toMatchObject({ actor: 'operator:settings_admin', address: OPS_IP });
    expect(JSON.parse(entry.before_state ?? '')).toEqual({ timeZone: 'Pacific/Kiritimati' });
    expect(JSON.parse(entry.after_state ?? '')).toEqual({ timeZone: 'Pacific/Pago_Pago' });

    // Stored by its canonical name, whatever the spelling.
    expect(await setZone(admin, ' asia/karachi ')).toMatchObject({ value: { timeZone: 'Asia/Karachi' } });
    expect(await setZone(admin, 'UTC')).toMatchObject({ value: { timeZone: 'UTC' } });
    expect((await dashboardToday()).timeZone).toBe('UTC');
  });

  it('refuses an unknown zone in the operator language, and roles without settings.manage', async () => {
    const audited = async () =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'time_zone.set')
          .execute()
      ).length;
    const count = await audited();
    for (const zone of ['Mars/Olympus_Mons', 'Asia/Karachi2', '+05:00', 'GMT+5 ', 'x'.repeat(64)]) {
      const answer = await setZone(admin, zone, 'UR');
      expect([zone, answer.status, answer.code]).toEqual([zone, 400, 'TIME_ZONE_INVALID']);
      expect(answer.message).toBe(errorMessage('TIME_ZONE_INVALID', 'UR'));
    }
    expect(await setZone(admin, 'Mars/Olympus_Mons')).toMatchObject({
      message: errorMessage('TIME_ZONE_INVALID', 'EN'),
    });
    for (const malformed of ['', '   ', 5, null, 'x'.repeat(65)])
      expect(await setZone(admin, malformed, 'UR')).toMatchObject({
        status: 400,
        message: errorMessage('VALIDATION_FAILED', 'UR'),
      });
    for (const token of [auditor, marketing])
      expect(await setZone(token, 'Asia/Karachi', 'UR')).toMatchObject({
        status: 403,
        message: errorMessage('OPERATOR_FORBIDDEN', 'UR'),
      });
    expect(await audited()).toBe(count);
    expect(valueOf<OpsSettingsValue>(await asOps(t, admin, 'GET', '/ops/settings')).timeZone).toBe('UTC');
  });
});

describe('the minimum age at registration', () => {
  const setAge = (token: string, minimumAge: unknown) =>
    asOps(t, token, 'PUT', '/ops/settings/minimum-age', { minimumAge });
  /** A date of birth that makes its owner `years` old today, in UTC (the test merchant's zone). */
  const bornYearsAgo = (years: number) => {
    const today = new Date();
    return `${today.getUTCFullYear() - years}-01-01`;
  };

  it('is 18 until an admin sets another from 18 to 25, audited, and registrations follow it', async () => {
    expect(valueOf<OpsSettingsValue>(await asOps(t, auditor, 'GET', '/ops/settings')).minimumAge).toBe(18);
    expect((await setAge(auditor, 21)).code).toBe('OPERATOR_FORBIDDEN');
    for (const wrong of [17, 26, 20.5, '21']) expect((await setAge(admin, wrong)).status).toBe(400);
    expect(valueOf<OpsSettingsValue>(await setAge(admin, 21)).minimumAge).toBe(21);
    const entry = await t.database.db
      .selectFrom('audit_log')
      .select(['before_state', 'after_state'])
      .where('action', '=', 'minimum_age.set')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_state ?? '')).toEqual({ minimumAge: 21 });

    // Born on 1 January twenty years ago: 20 today, under 21.
    const young = await register(t, {
      username: `age${Date.now() % 1_000_000}`,
      birthDate: bornYearsAgo(20),
    });
    expect(young).toMatchObject({ success: false, code: 'UNDER_MINIMUM_AGE' });
    const settings = valueOf<{ minimumAge: number }>(await call(t, 'GET', '/wps/system/setting/register'));
    expect(settings.minimumAge).toBe(21);

    expect(valueOf<OpsSettingsValue>(await setAge(admin, 18)).minimumAge).toBe(18);
    const adult = await register(t, {
      username: `adu${Date.now() % 1_000_000}`,
      birthDate: bornYearsAgo(20),
    });
    expect(adult.success).toBe(true);
  });
});
