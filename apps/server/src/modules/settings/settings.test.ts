/**
 * Merchant settings in the console: maintenance switched on makes the lobby answer MAINTENANCE at
 * once (its merchant cache is dropped) and off lets it play again; a whitelabel flag switched
 * shows in the lobby's whitelabel answer at once; limits and region rules are shown as the
 * environment sets them. Each change is audited with before and after and the operator's address,
 * bad input is a translated 4xx, and only settings.manage may change anything. Runs on SQLite
 * and PostgreSQL (TEST_DATABASE_URL).
 */
import { type OpsSettingsValue, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
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
