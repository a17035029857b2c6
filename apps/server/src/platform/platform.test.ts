import { MAX_REQUEST_BODY_BYTES, defineEndpoint, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestContext, TEST_MERCHANT, body, createTestApp } from '../test/test-app.ts';
import { strictRateLimit } from './rate-limit.ts';

const guarded = defineEndpoint(
  {
    name: 'testGuarded',
    method: 'GET',
    path: '/wps/test/guarded',
    module: null,
    token: 'none',
    encrypted: false,
  },
  z.object({}),
  z.object({ ok: z.boolean() }),
);
const membersOnly = defineEndpoint(
  {
    name: 'testMembersOnly',
    method: 'GET',
    path: '/wps/test/member',
    module: null,
    token: 'required',
    encrypted: false,
  },
  z.object({}),
  z.object({ userName: z.string() }),
);
const echo = defineEndpoint(
  { name: 'testEcho', method: 'POST', path: '/wps/test/echo', module: null, token: 'none', encrypted: false },
  z.object({ text: z.string().max(2_000_000) }),
  z.object({ length: z.number() }),
);
const broken = defineEndpoint(
  {
    name: 'testBroken',
    method: 'GET',
    path: '/wps/test/broken',
    module: null,
    token: 'none',
    encrypted: false,
  },
  z.object({}),
  z.object({ ok: z.boolean() }),
);
const wrongShape = defineEndpoint(
  {
    name: 'testWrongShape',
    method: 'GET',
    path: '/wps/test/wrong-shape',
    module: null,
    token: 'none',
    encrypted: false,
  },
  z.object({}),
  z.object({ ok: z.boolean() }),
);

const credentials = defineEndpoint(
  {
    name: 'testCredentials',
    method: 'POST',
    path: '/wps/test/credentials',
    module: null,
    token: 'none',
    encrypted: false,
  },
  z.object({}),
  z.object({ ok: z.boolean() }),
);

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({
    env: { REGION_DENY_CIDRS: '10.0.0.0/8' },
    sessions: {
      resolve: (token) =>
        Promise.resolve(
          token === 'good-token'
            ? { memberId: 1, userName: 'alice', type: 0, mustChangePassword: false }
            : null,
        ),
    },
  });
  t.app.contractRoute(guarded, () => Promise.resolve({ ok: true }));
  t.app.contractRoute(membersOnly, (_input, ctx) =>
    Promise.resolve({ userName: ctx.session?.userName ?? '' }),
  );
  t.app.contractRoute(echo, (input) => Promise.resolve({ length: input.text.length }));
  t.app.contractRoute(credentials, () => Promise.resolve({ ok: true }), { rateLimit: strictRateLimit(2) });
  t.app.contractRoute(broken, () => Promise.reject(new Error('database password is hunter2')));
  // Deliberately breaks its own response schema to prove the server refuses to send it.
  t.app.contractRoute(wrongShape, () => Promise.resolve({ ok: 'yes' } as unknown as { ok: boolean }));
});
afterAll(async () => {
  await t.close();
});

describe('status gate for endpoints outside the system module', () => {
  it('answers normally when the system is normal', async () => {
    const response = await t.app.inject({ url: guarded.path });
    expect(body(response)).toEqual({ success: true, value: { ok: true } });
  });

  it('refuses with REGION_RESTRICTED 403 from a denied range', async () => {
    const response = await t.app.inject({ url: guarded.path, remoteAddress: '10.0.0.5' });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('REGION_RESTRICTED');
  });

  it('refuses with MAINTENANCE 503 during maintenance, also from a restricted region', async () => {
    await t.app.system.setMaintenance(TEST_MERCHANT, true, 'test');
    try {
      for (const ip of ['127.0.0.1', '10.0.0.5']) {
        const response = await t.app.inject({ url: guarded.path, remoteAddress: ip });
        expect(response.statusCode).toBe(503);
        expect(body(response).code).toBe('MAINTENANCE');
      }
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
    } finally {
      await t.app.system.setMaintenance(TEST_MERCHANT, false, 'test');
    }
  });
});

describe('session rule', () => {
  it('answers NOT_LOGGED_IN without an Authorization header', async () => {
    const response = await t.app.inject({ url: membersOnly.path, headers: { language: 'UR' } });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({
      code: 'NOT_LOGGED_IN',
      message: errorMessage('NOT_LOGGED_IN', 'UR'),
    });
  });

  it('answers SESSION_ENDED for a token no session has', async () => {
    const response = await t.app.inject({
      url: membersOnly.path,
      headers: { authorization: 'Bearer stale' },
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('SESSION_ENDED');
  });

  it('hands the resolved session to the handler', async () => {
    const response = await t.app.inject({
      url: membersOnly.path,
      headers: { authorization: 'Bearer good-token' },
    });
    expect(body(response)).toEqual({ success: true, value: { userName: 'alice' } });
  });
});

describe('bad input is a 4xx with a code', () => {
  it('MALFORMED_BODY for broken JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: echo.path,
      payload: '{"text": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('MALFORMED_BODY');
  });

  it('VALIDATION_FAILED with issue paths for wrong types, without internals', async () => {
    const response = await t.app.inject({ method: 'POST', url: echo.path, payload: { text: 42 } });
    expect(response.statusCode).toBe(400);
    const failure = body(response);
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(failure.data).toEqual({ issues: [{ path: 'body.text', message: expect.any(String) as string }] });
  });

  it('PAYLOAD_TOO_LARGE over the contract body limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: echo.path,
      payload: { text: 'x'.repeat(MAX_REQUEST_BODY_BYTES + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(body(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('UNSUPPORTED_MEDIA_TYPE for a body that is not JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await t.app.inject({
        method: 'POST',
        url: echo.path,
        payload: 'text=hi',
        headers: { 'content-type': type },
      });
      expect(response.statusCode).toBe(415);
      expect(body(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('METHOD_NOT_ALLOWED with an Allow header for a known path, even with a broken body', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: echo.path,
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(body(response).code).toBe('METHOD_NOT_ALLOWED');
  });
});

describe('real faults', () => {
  it('answers INTERNAL 500 without leaking the cause', async () => {
    const response = await t.app.inject({ url: broken.path });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ success: false, code: 'INTERNAL', message: 'unknown error', data: {} });
    expect(response.body).not.toContain('hunter2');
  });

  it('refuses to send a response that breaks its own schema', async () => {
    const response = await t.app.inject({ url: wrongShape.path });
    expect(response.statusCode).toBe(500);
    expect(body(response).code).toBe('INTERNAL');
  });
});

describe('security headers', () => {
  it("sends JSON answers, errors included, with the API's own lean hardening headers", async () => {
    const answers = [
      await t.app.inject({ url: '/wps/system/status' }),
      // A cached lobby read, compressed and tagged.
      await t.app.inject({
        url: '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5',
        headers: { 'accept-encoding': 'br' },
      }),
      await t.app.inject({ url: '/wps/relay/NO_SUCH_CALL' }),
      await t.app.inject({ method: 'POST', url: '/wps/system/status' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 405]);
    expect(answers[1]?.headers['content-encoding']).toBe('br');
    for (const response of answers) {
      // Nothing may load, frame or sniff an API answer, nor read it from another site.
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-request-id']).toMatch(/\S/);
      // Document-only headers are not repeated on every API call a phone makes.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('sends everything else with the strict page CSP and the usual hardening headers', async () => {
    const response = await t.app.inject({ url: '/docs/static/index.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-request-id']).toMatch(/\S/);
  });

  it('scopes the relaxed swagger-ui policy to /docs', async () => {
    const docs = await t.app.inject({ url: '/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).not.toBe(
      String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']),
    );
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    const document = JSON.parse(response.body) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/helpCenter',
        '/wps/relay/MCSFE_getListAnnouncements',
      ]),
    );
    expect(Object.keys(document.paths)).not.toContain('/healthz');
  });
});

describe('request ids', () => {
  it('echoes a sane incoming x-request-id', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-1234.abc' } });
    expect(response.headers['x-request-id']).toBe('edge-1234.abc');
  });

  it('replaces an unsafe one with a generated id', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'x"; rm -rf /' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('generates a different id for every request', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const response = await t.app.inject({ url: '/healthz' });
      ids.add(String(response.headers['x-request-id']));
    }
    expect(ids.size).toBe(20);
  });

  it('generates one when none is sent, also on failures', async () => {
    const response = await t.app.inject({ url: '/wps/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('compression', () => {
  it('compresses large API answers with brotli when accepted', async () => {
    const response = await t.app.inject({ url: '/wps/system/country', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });
});

describe('health', () => {
  it('reports readiness from the database and NOT_READY once it is gone', async () => {
    const fresh = await createTestApp();
    try {
      expect((await fresh.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await fresh.database.close();
      const response = await fresh.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(body(response).code).toBe('NOT_READY');
      expect((await fresh.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

/** Runs `check` against an app of its own whose global limit is `perMinute` per client. */
async function withGlobalLimit(
  perMinute: number,
  check: (
    app: TestContext['app'],
    statusOf: (url: string, remoteAddress: string) => Promise<number>,
  ) => Promise<void>,
): Promise<void> {
  const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(perMinute) } });
  const statusOf = (url: string, remoteAddress: string) =>
    limited.app.inject({ url, remoteAddress }).then((response) => response.statusCode);
  try {
    await check(limited.app, statusOf);
  } finally {
    await limited.close();
  }
}

const STATUS = '/wps/system/status';

describe('rate limit', () => {
  it('answers RATE_LIMITED 429 past the per-IP limit, per client address', () =>
    withGlobalLimit(3, async (app, statusOf) => {
      for (let i = 0; i < 3; i += 1) expect(await statusOf(STATUS, '192.0.2.1')).toBe(200);
      const refused = await app.inject({
        url: STATUS,
        remoteAddress: '192.0.2.1',
        // Without TRUST_PROXY a forged X-Forwarded-For must not reset the count.
        headers: { language: 'UR', 'x-forwarded-for': '198.51.100.9' },
      });
      expect(refused.statusCode).toBe(429);
      expect(body(refused)).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: errorMessage('RATE_LIMITED', 'UR'),
      });
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await statusOf(STATUS, '192.0.2.2')).toBe(200);
    }));

  it('counts an IPv6 client per /64, and an IPv4 client the same through an IPv6 socket', () =>
    withGlobalLimit(2, async (_app, statusOf) => {
      expect(await statusOf(STATUS, '2001:db8:1:2::1')).toBe(200);
      expect(await statusOf(STATUS, '2001:db8:1:2::ffff')).toBe(200);
      expect(await statusOf(STATUS, '2001:db8:1:2:abcd::9')).toBe(429);
      expect(await statusOf(STATUS, '2001:db8:1:3::1')).toBe(200);
      expect(await statusOf(STATUS, '192.0.2.50')).toBe(200);
      expect(await statusOf(STATUS, '::ffff:192.0.2.50')).toBe(200);
      expect(await statusOf(STATUS, '192.0.2.50')).toBe(429);
    }));

  it('counts unknown paths against the same limit, and never refuses health probes', () =>
    withGlobalLimit(2, async (_app, statusOf) => {
      const client = '192.0.2.60';
      expect(await statusOf('/wp-admin/setup.php', client)).toBe(404);
      expect(await statusOf(STATUS, client)).toBe(200);
      expect(await statusOf('/.env', client)).toBe(429);
      expect(await statusOf(STATUS, client)).toBe(429);
      expect(await statusOf('/healthz', client)).toBe(200);
      expect(await statusOf('/readyz', client)).toBe(200);
    }));
});

describe('stricter per-endpoint limits', () => {
  it('refuses a credential endpoint past its own limit while the global one is far away', async () => {
    const call = () =>
      t.app.inject({ method: 'POST', url: credentials.path, payload: {}, remoteAddress: '192.0.2.77' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(body(refused).code).toBe('RATE_LIMITED');
    expect((await t.app.inject({ url: '/wps/system/status', remoteAddress: '192.0.2.77' })).statusCode).toBe(
      200,
    );
  });
});
