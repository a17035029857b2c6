/**
 * Hostile input on the routes the contract-wide malformed-input test does not reach: the operator
 * messaging API and the chat and agent pages. A 4xx or a safe page, never a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/accounts-helpers.ts';
import { MESSAGING_ENV, operatorToken } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let ops: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  ops = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

describe('hostile messaging input', () => {
  it('answers malformed operator bodies with 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue(),
        fc.constantFrom('/ops/announcements', '/ops/inbox'),
        async (body, path) => {
          const result = await call(t, 'POST', path, { payload: body }, { token: ops });
          expect(result.status).toBeGreaterThanOrEqual(400);
          expect(result.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    const cases: [string, string, unknown][] = [
      [
        'POST',
        '/ops/inbox',
        { audience: { kind: 'type', memberType: 3 }, texts: { EN: { title: 't', content: '' } } },
      ],
      [
        'POST',
        '/ops/inbox',
        { audience: { kind: 'member', memberId: -1 }, texts: { EN: { title: 't', content: '' } } },
      ],
      ['POST', '/ops/announcements', { type: 'XX', texts: { EN: { title: 't', content: '' } } }],
      [
        'POST',
        '/ops/announcements',
        { type: 'PU', execution: 'Z', texts: { EN: { title: 't', content: '' } } },
      ],
      [
        'POST',
        '/ops/announcements',
        { type: 'PL', startsAt: 'yesterday', texts: { EN: { title: 't', content: '' } } },
      ],
      ['PUT', '/ops/announcements/abc', { type: 'PL', texts: { EN: { title: 't', content: '' } } }],
      ['DELETE', '/ops/announcements/99999999999', undefined],
    ];
    for (const [method, path, body] of cases) {
      const result = await call(t, method as 'POST', path, body, { token: ops });
      expect(result.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(result.status, `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('serves the chat and agent pages for any query, escaping what it echoes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('lang', 'title', 'headerColor', 'backUrl'), fc.string()),
        async (query) => {
          for (const path of ['/chat', '/ops/chat-agent']) {
            const response = await t.app.inject({ method: 'GET', url: path, query });
            expect(response.statusCode).toBe(200);
            expect(response.body).not.toContain('<script>');
          }
        },
      ),
      { numRuns: 40 },
    );
    const page = await t.app.inject({
      method: 'GET',
      url: '/chat',
      query: { title: '"><img src=x onerror=alert(1)>', backUrl: '//evil.example', headerColor: 'red;x' },
    });
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('href="/m/message"');
    expect(page.body).toContain('data-header-color=""');
  });
});
