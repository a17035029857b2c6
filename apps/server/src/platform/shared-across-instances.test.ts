/**
 * Two instances of one site behind a proxy. With Redis they count one budget per client and drop
 * each other's caches within a second of an operator's change; login lockouts are shared by the
 * database either way. Without Redis each instance counts alone and serves its cache until it
 * expires (a single instance's behaviour, kept).
 *
 * Needs a real Redis: TEST_REDIS_URL (npm test starts one; `node scripts/lib/redis-server.mjs`).
 */
import type { ConsolidatedSettingsValue, GameListValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS_ENV, call, loginAs, valueOf } from '../test/accounts-helpers.ts';
import { operatorToken, postAnnouncement } from '../test/messaging-helpers.ts';
import type { TestContext } from '../test/test-app.ts';
import { type TwoInstances, testRedisUrl, twoInstances } from '../test/two-instances.ts';
import { createTestApp } from '../test/test-app.ts';
import { merchantRulesOf } from '../modules/settings/rules.ts';
import { addMerchant } from '../test/merchant-helpers.ts';
import { runCli } from '../test/cli-helpers.ts';
import { invalidationChannel } from './cache-bus.ts';
import { Redis } from 'ioredis';

/** Credential routes (login, SMS, operator sign-in) allow this many attempts a minute per client. */
const CREDENTIAL_LIMIT = 4;
const ENV = { ...ACCOUNTS_ENV, AUTH_RATE_LIMIT_PER_MINUTE: String(CREDENTIAL_LIMIT) };

// Fails the file at once, before any instance starts, when the run has no Redis.
testRedisUrl();

let shared: TwoInstances;
let alone: TwoInstances;

beforeAll(async () => {
  shared = await twoInstances({ redis: true, env: ENV });
  alone = await twoInstances({ redis: false, env: ENV });
});
afterAll(async () => {
  await shared?.close();
  await alone?.close();
});

const wrongLogin = (t: TestContext, ip: string) => loginAs(t, 'nobody_here', 'Wrong12345', { ip });

const settings = async (t: TestContext) =>
  valueOf<ConsolidatedSettingsValue>(await call(t, 'GET', '/wps/system/settings/consolidated'));

describe('a credential rate limit', () => {
  it('counts attempts on both instances together when they share Redis', async () => {
    const ip = '198.51.100.10';
    for (let i = 0; i < CREDENTIAL_LIMIT; i += 1) {
      expect((await wrongLogin(shared.a, ip)).code).not.toBe('RATE_LIMITED');
    }
    const next = await wrongLogin(shared.b, ip);
    expect(next.status).toBe(429);
    expect(next.code).toBe('RATE_LIMITED');
    // Another client still has its own budget.
    expect((await wrongLogin(shared.b, '198.51.100.11')).code).not.toBe('RATE_LIMITED');
  });

  it('counts on each instance alone without Redis', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < CREDENTIAL_LIMIT; i += 1) {
      expect((await wrongLogin(alone.a, ip)).code).not.toBe('RATE_LIMITED');
    }
    expect((await wrongLogin(alone.a, ip)).code).toBe('RATE_LIMITED');
    expect((await wrongLogin(alone.b, ip)).code).not.toBe('RATE_LIMITED');
  });
});

describe('the global per-client limit', () => {
  it('is one budget across instances with Redis', async () => {
    const perMinute = shared.a.config.rateLimitPerMinute;
    const ip = '198.51.100.30';
    const hit = (t: TestContext) =>
      t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip });
    // Half the budget on each instance, then one more is refused by either.
    for (let i = 0; i < perMinute / 2; i += 1) {
      expect((await hit(shared.a)).statusCode).not.toBe(429);
      expect((await hit(shared.b)).statusCode).not.toBe(429);
    }
    expect((await hit(shared.b)).statusCode).toBe(429);
    expect((await hit(shared.a)).statusCode).toBe(429);
  });
});

describe('a login lockout', () => {
  // Operator logins back off after three failures (login-throttle.ts) in the database's counter,
  // which both instances share with or without Redis: the right password is refused meanwhile.
  for (const [label, pair] of [
    ['with Redis', () => shared],
    ['without Redis', () => alone],
  ] as const) {
    it(`made on one instance holds on the other (${label})`, async () => {
      const { a, b } = pair();
      const username = `ops_lock_${label.replace(/\W/g, '')}`;
      await operatorToken(a, username);
      for (let i = 0; i < 3; i += 1) {
        const wrong = await call(
          a,
          'POST',
          '/ops/session',
          { username, password: 'not-the-password' },
          {
            ip: `203.0.113.${i + 1}`,
          },
        );
        expect(wrong.code).toBe('OPERATOR_LOGIN_FAILED');
      }
      const right = await call(
        b,
        'POST',
        '/ops/session',
        { username, password: 'operator-password-for-messaging' },
        { ip: '203.0.113.9' },
      );
      expect(right.code).toBe('OPERATOR_LOCKED');
    });
  }
});

describe("an operator's change", () => {
  it('is served by the other instance within a second with Redis', async () => {
    const ops = await operatorToken(shared.a, 'ops_banner_shared');
    // B's cache is warm: without an invalidation it would serve this copy for seconds.
    expect((await settings(shared.b)).banners.some((b) => b.title === 'Shared banner')).toBe(false);
    const id = await postAnnouncement(shared.a, ops, {
      type: 'B',
      title: 'Shared banner',
      groupName: 'm_home',
    });
    await vi.waitFor(
      async () => expect((await settings(shared.b)).banners.map((banner) => banner.id)).toContain(id),
      { timeout: 1_000, interval: 20 },
    );
  });

  it('switches maintenance on every instance within a second with Redis', async () => {
    expect((await settings(shared.b)).status.maintenance).toBe(false);
    await shared.a.app.system.setMaintenance('OPENLOBBY', true, 'test');
    try {
      await vi.waitFor(async () => expect((await settings(shared.b)).status.maintenance).toBe(true), {
        timeout: 1_000,
        interval: 20,
      });
    } finally {
      await shared.a.app.system.setMaintenance('OPENLOBBY', false, 'test');
    }
    await vi.waitFor(async () => expect((await settings(shared.b)).status.maintenance).toBe(false), {
      timeout: 1_000,
      interval: 20,
    });
  });

  it("reaches the other instance's withdrawal limits within a second with Redis", async () => {
    // A merchant of its own: no other request has loaded its rules, so B's copy below is fresh.
    const merchant = await addMerchant(shared.a, 'RULESB');
    const rulesOf = (t: TestContext) => merchantRulesOf(t.database.db, t.config);
    const before = await rulesOf(shared.b).limits(merchant.id);
    await rulesOf(shared.a).saveLimits(
      merchant.id,
      { ...before, withdrawDailyCount: before.withdrawDailyCount + 1 },
      { name: 'test' },
      new Date().toISOString(),
    );
    await vi.waitFor(
      async () =>
        expect((await rulesOf(shared.b).limits(merchant.id)).withdrawDailyCount).toBe(
          before.withdrawDailyCount + 1,
        ),
      { timeout: 1_000, interval: 20 },
    );
  });

  it("takes a game off the other instance's lists within a second with Redis", async () => {
    const list = async (t: TestContext) =>
      valueOf<GameListValue>(await call(t, 'GET', '/wps/relay/GCSGAME_gameList', { gameType: 'ESPORTS' }));
    const before = await list(shared.b);
    const game = before.games[0];
    if (game === undefined) throw new Error('no e-sports games');
    await shared.a.app.games.setGameEnabled(game.nodeId, false);
    try {
      await vi.waitFor(async () => expect((await list(shared.b)).total).toBe(before.total - 1), {
        timeout: 1_000,
        interval: 20,
      });
    } finally {
      await shared.a.app.games.setGameEnabled(game.nodeId, true);
    }
  });

  it('made with the operator CLI is announced to the running instances with Redis', async () => {
    // The CLI is a process of its own that starts in seconds, longer than the caches live: what
    // shows it reached the instances is its message on the channel they apply (tested above).
    const listener = new Redis(testRedisUrl());
    const heard: unknown[] = [];
    listener.on('message', (_channel: string, text: string) => heard.push(JSON.parse(text)));
    await listener.subscribe(invalidationChannel(shared.a.config.redisPrefix));
    const redis = { REDIS_URL: testRedisUrl(), REDIS_PREFIX: shared.a.config.redisPrefix };
    try {
      await runCli(shared.database, ['maintenance', 'on'], redis);
      await vi.waitFor(
        () => expect(heard).toContainEqual(expect.objectContaining({ cache: 'lobby-settings' })),
        {
          timeout: 1_000,
          interval: 20,
        },
      );
      await vi.waitFor(async () => expect((await settings(shared.b)).status.maintenance).toBe(true), {
        timeout: 1_000,
        interval: 20,
      });
    } finally {
      await runCli(shared.database, ['maintenance', 'off'], redis);
      await listener.quit();
    }
  });

  it('waits for the cache to expire on the other instance without Redis', async () => {
    const ops = await operatorToken(alone.a, 'ops_banner_alone');
    expect((await settings(alone.b)).banners.some((b) => b.title === 'Lonely banner')).toBe(false);
    const id = await postAnnouncement(alone.a, ops, {
      type: 'B',
      title: 'Lonely banner',
      groupName: 'm_home',
    });
    // Instance A drops its own cache at once; B still serves its copy.
    expect((await settings(alone.a)).banners.map((banner) => banner.id)).toContain(id);
    expect((await settings(alone.b)).banners.map((banner) => banner.id)).not.toContain(id);
  });
});

describe('while Redis is away', () => {
  // Nothing listens on port 1: the instance starts anyway (after its short wait) and keeps trying.
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...ENV, REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'away:' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses credential attempts instead of counting them nowhere', async () => {
    for (let i = 0; i < CREDENTIAL_LIMIT + 2; i += 1) {
      const attempt = await wrongLogin(t, '198.51.100.40');
      expect(attempt).toMatchObject({
        status: 503,
        code: 'NOT_READY',
        message: 'The service is starting or unavailable. Please try again shortly.',
      });
    }
  });

  it("still serves the lobby, braked by this instance's own count", async () => {
    const hit = () =>
      t.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: '198.51.100.41' });
    for (let i = 0; i < t.config.rateLimitPerMinute; i += 1) expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(429);
  });
});
