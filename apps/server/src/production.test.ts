/**
 * What a real-money site gets: a server built with NODE_ENV=production (and no DEMO) has no demo
 * paths, no demo data and no API map, while the labelled demo keeps all of them. Runs on SQLite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from './db/database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { DEMO_GATEWAY_CSS_PATH } from './modules/wallet/demo-gateway-page.ts';
import { resolveServerSecret } from './platform/server-secret.ts';
import { call } from './test/accounts-helpers.ts';
import {
  TEST_MERCHANT,
  type TestContext,
  body,
  createTestApp,
  createTestDatabase,
  openTestDatabase,
} from './test/test-app.ts';

const DEMO_PATHS = [
  { method: 'GET', url: '/wps/dev/outbox?to=%2B923001234567' },
  { method: 'GET', url: '/pay/demo/DSEED1?token=x' },
  { method: 'POST', url: '/pay/demo/DSEED1' },
  { method: 'GET', url: DEMO_GATEWAY_CSS_PATH },
  { method: 'POST', url: '/wps/deposit/callback/demo' },
  { method: 'GET', url: '/docs' },
  { method: 'GET', url: '/docs/json' },
] as const;

async function count(
  t: TestContext,
  table:
    | 'deposit_channel'
    | 'deposit_receiving_account'
    | 'promotion'
    | 'deposit'
    | 'withdraw_bank'
    | 'merchant'
    | 'country'
    | 'game_category'
    | 'help_item'
    | 'register_rule'
    | 'announcement',
) {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function demoMembers(t: TestContext) {
  return t.database.db
    .selectFrom('member')
    .select('username')
    .where('username_lower', 'like', 'demo%')
    .execute();
}

async function settingsDemoFlag(t: TestContext): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url: '/wps/system/settings/consolidated' });
  return (body(response).value as { demo?: unknown }).demo;
}

describe('a production server', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('answers no demo path and no API map', async () => {
    for (const { method, url } of DEMO_PATHS) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('holds no demo data, only the reference data a real site needs', async () => {
    expect(await demoMembers(t)).toEqual([]);
    for (const table of ['deposit_channel', 'deposit_receiving_account', 'promotion', 'deposit'] as const) {
      expect(await count(t, table), table).toBe(0);
    }
    for (const table of [
      'merchant',
      'country',
      'game_category',
      'help_item',
      'register_rule',
      'announcement',
      'withdraw_bank',
    ] as const) {
      expect(await count(t, table), table).toBeGreaterThan(0);
    }
  });

  it('tells the web app it is not a demo', async () => {
    expect(await settingsDemoFlag(t)).toBe(false);
  });
});

describe('a server without DEMO that forgot NODE_ENV=production', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development', DEMO: 'false' } });
  });
  afterAll(() => t.close());

  it('has no outbox, demo payment page or demo members either', async () => {
    for (const { method, url } of DEMO_PATHS.filter(({ url }) => !url.startsWith('/docs'))) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await demoMembers(t)).toEqual([]);
    expect(await count(t, 'deposit_channel')).toBe(0);
    expect(await settingsDemoFlag(t)).toBe(false);
  });

  it('without SMS and e-mail gateways refuses to send codes and links, instead of storing them unread', async () => {
    const sms = await call(t, 'POST', '/wps/verification/sms/noLogin', {
      mobileNo: '3001234567',
      countryDialingCode: '92',
      purpose: 'resetPassword',
    });
    expect(sms.status).toBe(503);
    expect(sms.code).toBe('SMS_UNAVAILABLE');
    const mail = await call(t, 'POST', '/wps/member/password/email', {
      username: 'nobody',
      email: 'nobody@example.com',
    });
    expect(mail.status).toBe(503);
    expect(mail.code).toBe('EMAIL_UNAVAILABLE');
    const stored = await t.database.db
      .selectFrom('outbox_message')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });
});

describe('a production server with API_DOCS=true', () => {
  it('serves the API map', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', API_DOCS: 'true' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the labelled demo', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has its demo members, channels, outbox and API map, and says it is a demo', async () => {
    expect((await demoMembers(t)).map((m) => m.username).sort()).toEqual([
      'demo_agent',
      'demo_newpass',
      'demo_player',
    ]);
    expect(await count(t, 'deposit_channel')).toBeGreaterThan(0);
    const outbox = await t.app.inject({ method: 'GET', url: '/wps/dev/outbox?to=%2B923001234567' });
    expect(outbox.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: DEMO_GATEWAY_CSS_PATH })).statusCode).toBe(200);
    expect(await settingsDemoFlag(t)).toBe(true);
  });
});

describe('production start on a database the demo ran on', () => {
  it('refuses, naming the demo data', async () => {
    const testDb = await createTestDatabase();
    try {
      const demo = await openTestDatabase(testDb, true);
      await demo.close();
      await expect(
        prepareDatabase({
          databaseUrl: testDb.url,
          dataDir: testDb.dataDir,
          merchantCode: TEST_MERCHANT,
          sealPath: (plain) => plain,
          demo: false,
          refuseDemoData: true,
        }),
      ).rejects.toThrow(
        /demo members \(demo_agent, demo_newpass, demo_player\); demo deposit channels \(DEMO_GATEWAY/,
      );
    } finally {
      await testDb.drop();
    }
  });
});

describe('DATA_DIR', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'openlobby-modes-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  const mode = (file: string) => statSync(file).mode & 0o777;

  // SQLite whatever TEST_DATABASE_URL says: the file modes are SQLite's concern.
  it('is created readable by the owner only, with the SQLite file', async () => {
    const dataDir = path.join(parent, 'sqlite', 'data');
    const { database } = await prepareDatabase({
      databaseUrl: null,
      dataDir,
      merchantCode: TEST_MERCHANT,
      sealPath: (plain) => plain,
      demo: false,
    });
    await database.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, SQLITE_FILE_NAME))).toBe(0o600);
  });

  it('holding the generated server secret is created owner-only', () => {
    const dataDir = path.join(parent, 'secret', 'data');
    resolveServerSecret({ serverSecret: null, dataDir, nodeEnv: 'development' });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'server-secret'))).toBe(0o600);
  });
});
