/** Over-long, wrongly typed and NUL-laden fields on every games endpoint: a clear 4xx, never a 5xx. */
import { failureEnvelope, gamesEndpoints, requestPart } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { ACCOUNTS_ENV, call, tokenFor } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

const FIELDS = [
  'typeId',
  'merchant',
  'merchantCode',
  'platform',
  'clientType',
  'isPlatform',
  'gameName',
  'gameType',
  'pageNo',
  'pageSize',
  'vassalage',
  'gameClassify',
  'minBet',
  'minLine',
  'language',
  'nodeId',
  'vendor',
];
const VALUES: unknown[] = ['x'.repeat(9000), { nested: ['object'] }, -1e308, "' OR 1=1 --\u0000", '\u0000'];

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  token = await tokenFor(t, 'demo_player', DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

describe.each(Object.values(gamesEndpoints).map((e) => [e.name, e] as const))('%s', (_name, endpoint) => {
  it('answers each hostile field with a failure envelope or a normal answer, never a 5xx', async () => {
    const query = requestPart(endpoint.method) === 'querystring';
    for (const field of FIELDS) {
      for (const value of VALUES) {
        // Required fields stay valid, so the hostile one reaches as far into the server as it can.
        const payload: Record<string, unknown> = { typeId: 1, nodeId: 1, vendor: 'OLS', [field]: value };
        const sendable = query
          ? Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]))
          : payload;
        const result = await call(t, endpoint.method, endpoint.path, sendable, { token });
        expect(
          result.status,
          `${endpoint.name} ${field} ${JSON.stringify(result).slice(0, 200)}`,
        ).toBeLessThan(500);
        if (result.status >= 400) {
          const { status: _status, ...envelope } = result;
          expect(failureEnvelope.safeParse(envelope).success).toBe(true);
        }
      }
    }
  });
});
