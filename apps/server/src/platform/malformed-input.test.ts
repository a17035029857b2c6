/**
 * Every endpoint of the contract, attacked with the kinds of bad input clients and scanners send.
 * The rule: never a 5xx, and every answer is a well-formed envelope (a failure one for 4xx).
 */
import { type Endpoint, type HttpMethod, endpoints, failureEnvelope, requestPart } from '@openlobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
});
afterAll(async () => {
  await t.close();
});

const all: Endpoint[] = Object.values(endpoints);
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];

interface Sent {
  readonly method: HttpMethod;
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: string;
}

/** Some paths serve two endpoints (GET and POST of the slider and the head icon). */
function methodsOf(path: string): Set<HttpMethod> {
  return new Set(all.filter((endpoint) => endpoint.path === path).map((endpoint) => endpoint.method));
}

/** The session gate runs before the body is read, so a member-only endpoint answers 401 first. */
function bodyStatus(endpoint: Endpoint, expected: number): number {
  return endpoint.token === 'required' ? 401 : expected;
}

async function expectEnvelope(request: Sent): Promise<number> {
  const response = await t.app.inject({ ...request });
  expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
  const parsed: unknown = JSON.parse(response.body);
  if (response.statusCode >= 400) {
    expect(failureEnvelope.safeParse(parsed).success, response.body).toBe(true);
  } else {
    expect(parsed).toMatchObject({ success: true });
  }
  return response.statusCode;
}

describe.each(all.map((endpoint) => [endpoint.name, endpoint] as const))('%s', (_name, endpoint) => {
  const json = { 'content-type': 'application/json' };

  it('refuses malformed JSON when it reads a body, and ignores bodies it does not read', async () => {
    const status = await expectEnvelope({
      method: endpoint.method,
      url: endpoint.path,
      headers: json,
      payload: '{"oops": [1, 2',
    });
    if (requestPart(endpoint.method) === 'body') expect(status).toBe(bodyStatus(endpoint, 400));
  });

  it('refuses a body over the size limit or ignores it', async () => {
    const huge = JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) });
    const status = await expectEnvelope({
      method: endpoint.method,
      url: endpoint.path,
      headers: json,
      payload: huge,
    });
    if (requestPart(endpoint.method) === 'body') expect(status).toBe(bodyStatus(endpoint, 413));
  });

  it('answers every other method with METHOD_NOT_ALLOWED', async () => {
    for (const method of METHODS.filter((m) => !methodsOf(endpoint.path).has(m))) {
      expect(await expectEnvelope({ method, url: endpoint.path, headers: json, payload: '{}' })).toBe(405);
    }
  });

  it('survives wrong types, repeated and unknown query fields', async () => {
    for (const query of [
      'lang=xx',
      'lang=EN&lang=UR',
      'types=',
      'types[]=B',
      'device=TOASTER',
      'unknown=1&__proto__=x',
      'a=%zz',
      'types=B&platform=W',
    ]) {
      await expectEnvelope({ method: endpoint.method, url: `${endpoint.path}?${query}` });
    }
  });

  it('survives garbage headers', async () => {
    const garbage: Record<string, string>[] = [
      { language: 'xx' },
      { language: '' },
      { merchant: '../../' },
      { merchant: 'A'.repeat(500) },
      { merchant: "' OR 1=1 --" },
      { authorization: 'Bearer ' },
      { 'x-request-id': '\u0000bad' },
      { 'content-type': 'application/json; charset=utf-16' },
    ];
    for (const headers of garbage) {
      await expectEnvelope({ method: endpoint.method, url: endpoint.path, headers });
    }
  });

  it('never fails with a 5xx for random query strings', async () => {
    const key = fc.oneof(
      fc.constantFrom('lang', 'device', 'types', 'groupName', 'platform', 'merchantCode'),
      fc.string({ maxLength: 12 }),
    );
    const pair = fc
      .tuple(key, fc.string({ maxLength: 80 }))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 6 }), async (pairs) => {
        await expectEnvelope({ method: endpoint.method, url: `${endpoint.path}?${pairs.join('&')}` });
      }),
      { numRuns: 40 },
    );
  });
});

it('answers unknown API paths with NOT_FOUND for every method', async () => {
  for (const method of METHODS) {
    for (const url of [
      '/wps/unknown',
      '/lgw/anything',
      '/lotto/x',
      '/wps/system/status/extra',
      '/cdn/nothing.png',
    ]) {
      expect(await expectEnvelope({ method, url })).toBe(404);
    }
  }
});

it('answers broken percent-encoding in the path with VALIDATION_FAILED', async () => {
  for (const url of ['/wps/system/helpCenter%', '/wps/%E0%A4%A', '/cdn/flags/%E0%A4%A.svg', '/m/%E0%A4%A']) {
    expect(await expectEnvelope({ method: 'GET', url })).toBe(400);
  }
});
