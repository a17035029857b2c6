/** Over-long and wrongly typed fields on every accounts endpoint: a clear 4xx, never a 5xx. */
import { accountsEndpoints, failureEnvelope, requestPart } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, tokenFor } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

const FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'email',
  'mobileNum',
  'mobileNo',
  'countryDialingCode',
  'captcha',
  'captchaId',
  'verificationCode',
  'humanCheckToken',
  'nickname',
  'payeeName',
  'affiliateCode',
  'token',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'challengeId',
  'iconId',
  'firebaseIdToken',
  'to',
  'action',
  'purpose',
  'type',
  'x',
  'trail',
];

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  token = await tokenFor(t, 'demo_player', 'Demo1234');
});
afterAll(async () => {
  await t.close();
});

describe.each(Object.values(accountsEndpoints).map((e) => [e.name, e] as const))('%s', (_name, endpoint) => {
  const hostile: Record<string, unknown>[] = [
    Object.fromEntries(FIELDS.map((field) => [field, 'x'.repeat(9000)])),
    Object.fromEntries(FIELDS.map((field) => [field, { nested: ['object'] }])),
    Object.fromEntries(FIELDS.map((field) => [field, -1e308])),
    Object.fromEntries(FIELDS.map((field) => [field, "' OR 1=1 --\u0000"])),
  ];
  it('answers hostile fields with a failure envelope, never a 5xx', async () => {
    for (const payload of hostile) {
      const sendable =
        requestPart(endpoint.method) === 'querystring'
          ? Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)]))
          : payload;
      const result = await call(t, endpoint.method, endpoint.path, sendable, { token });
      expect(result.status, `${endpoint.name} ${JSON.stringify(result).slice(0, 200)}`).toBeLessThan(500);
      if (result.status >= 400) {
        const { status: _status, ...envelope } = result;
        expect(failureEnvelope.safeParse(envelope).success).toBe(true);
      }
    }
  });
});

it('hides the development outbox in production', async () => {
  const production = await createTestApp({ env: { NODE_ENV: 'production' } });
  try {
    const result = await call(production, 'GET', '/wps/dev/outbox', { to: '+923001234567' });
    expect(result.code).toBe('NOT_FOUND');
  } finally {
    await production.close();
  }
});
