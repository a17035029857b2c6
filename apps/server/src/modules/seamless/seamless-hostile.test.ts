/**
 * Hostile vendor calls: random JSON bodies (fast-check), hostile values in each field of a valid
 * body, garbage bytes, odd content types, huge bodies and bad paths. The rule: never a 5xx, always a
 * protocol body with a known status, and no money moves.
 */
import { SEAMLESS_ACTIONS, SEAMLESS_STATUSES, SEAMLESS_SIGNATURE_HEADER } from '@openlobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { houseSecret, playerAtDice, send } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled } from '../../test/wallet-helpers.ts';
import { signSeamlessBody } from './vendor-secrets.ts';

const HOSTILE: unknown[] = [
  'x'.repeat(9000),
  { nested: ['object'] },
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  "' OR 1=1 --\u0000",
  '\u0000',
  '',
  null,
  true,
  '-5.00',
  '1e3',
  '0.001',
  '99999999999999999999.00',
  '١٢٣',
];

let t: TestContext;
let player: Player;
let session: { playerId: string; sessionId: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ...ACCOUNTS_ENV, RATE_LIMIT_PER_MINUTE: '1000000' } });
  ({ player, session } = await playerAtDice(t, 10_000n));
});
afterAll(async () => {
  await t.close();
});

function expectProtocolAnswer(answer: { http: number; body: { status: string } }, what: string): void {
  expect(answer.http, what).toBeLessThan(500);
  expect(SEAMLESS_STATUSES, what).toContain(answer.body.status);
}

async function rawCall(options: {
  url?: string;
  payload: string | Buffer;
  headers?: Record<string, string>;
}) {
  const response = await t.app.inject({
    method: 'POST',
    url: options.url ?? '/seamless/v1/OLI/bet',
    payload: options.payload,
    headers: options.headers ?? { 'content-type': 'application/json' },
  });
  return { http: response.statusCode, body: JSON.parse(response.body) as { status: string } };
}

describe('random and hostile bodies', () => {
  it('answers random signed JSON on every action with a known status, never a 5xx', async () => {
    for (const action of SEAMLESS_ACTIONS) {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue(), async (value) => {
          const raw = JSON.stringify(value) ?? 'null';
          expectProtocolAnswer(await send(t, 'OLI', action, {}, { raw }), `${action} ${raw.slice(0, 80)}`);
        }),
        { numRuns: 40 },
      );
    }
  });

  it('answers a hostile value in any field of a valid body without moving money', async () => {
    const valid = {
      ...session,
      transactionId: 'hostile-tx',
      betTransactionId: 'hostile-bet',
      roundId: 'hostile-round',
      gameCode: 'dice',
      amount: '1.00',
      launchToken: 'x'.repeat(43),
    };
    for (const action of SEAMLESS_ACTIONS) {
      for (const field of [...Object.keys(valid), 'timestamp']) {
        for (const value of HOSTILE) {
          const answer = await send(t, 'OLI', action, { ...valid, timestamp: Date.now(), [field]: value });
          expectProtocolAnswer(answer, `${action} ${field}=${JSON.stringify(value).slice(0, 40)}`);
        }
      }
    }
    expect((await balanceOf(t, player)).mainBalance).toBe('100.00');
    await expectReconciled(t);
  });
});

describe('hostile requests', () => {
  it('refuses garbage, empty, huge and oddly typed bodies with a protocol answer', async () => {
    const secret = houseSecret(t, 'OLI');
    const signed = (payload: string, type = 'application/json') => ({
      'content-type': type,
      [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(secret, payload),
    });
    const cases: { payload: string | Buffer; headers?: Record<string, string> }[] = [
      { payload: '{"oops": [1, 2', headers: signed('{"oops": [1, 2') },
      { payload: '', headers: signed('') },
      { payload: 'plain words', headers: signed('plain words', 'text/plain') },
      { payload: 'a=1&b=2', headers: signed('a=1&b=2', 'application/x-www-form-urlencoded') },
      {
        payload: Buffer.from([0xff, 0xfe, 0x00, 0x01]),
        headers: { 'content-type': 'application/octet-stream' },
      },
      { payload: JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) }) },
      { payload: '{}', headers: { 'content-type': 'application/json', 'x-signature': 'ZZ'.repeat(32) } },
      { payload: '{}', headers: { 'content-type': 'application/json', 'x-signature': 'A'.repeat(64) } },
    ];
    for (const request of cases) {
      const answer = await rawCall(request);
      expectProtocolAnswer(answer, String(request.payload).slice(0, 40));
      expect(answer.http).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses unknown actions and vendors', async () => {
    const body = JSON.stringify({ timestamp: Date.now() });
    const oli = signSeamlessBody(houseSecret(t, 'OLI'), body);
    const headers = { 'content-type': 'application/json', 'x-signature': oli };
    expect(await rawCall({ url: '/seamless/v1/OLI/transfer', payload: body, headers })).toEqual({
      http: 400,
      body: { status: 'INVALID_REQUEST' },
    });
    for (const vendor of ['oli', 'NOPE', 'x'.repeat(60), '%00', 'OL%20I']) {
      const answer = await rawCall({ url: `/seamless/v1/${vendor}/bet`, payload: body, headers });
      expectProtocolAnswer(answer, vendor);
      expect(answer.http).toBe(401);
    }
  });
});
