import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, loginAs } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  // The default per-IP limit on credential endpoints (10 a minute).
  t = await createTestApp({ env: { AUTH_CHALLENGES: 'test' } });
});
afterAll(async () => {
  await t.close();
});

it('limits credential and SMS endpoints per IP, well below the global limit', async () => {
  for (let i = 0; i < 10; i += 1) await loginAs(t, `brute${i}`, 'x', { ip: '10.9.0.1' });
  const limited = await loginAs(t, 'brute', 'x', { ip: '10.9.0.1' });
  expect(limited.status).toBe(429);
  expect(limited.code).toBe('RATE_LIMITED');
  expect((await loginAs(t, 'demo_player', 'Demo1234', { ip: '10.9.0.2' })).status).toBe(200);
  for (let i = 0; i < 10; i += 1) {
    await call(
      t,
      'POST',
      '/wps/verification/sms/register',
      { mobileNum: `0312555000${i}`, countryDialingCode: '+92' },
      { ip: '10.9.0.3' },
    );
  }
  const sms = await call(
    t,
    'POST',
    '/wps/verification/sms/register',
    { mobileNum: '03125550010', countryDialingCode: '+92' },
    { ip: '10.9.0.3' },
  );
  expect(sms.code).toBe('RATE_LIMITED');
});

it('counts an IPv6 client per /64 on credential endpoints, so rotating addresses does not reset it', async () => {
  for (let i = 1; i <= 10; i += 1) await loginAs(t, `rot${i}`, 'x', { ip: `2001:db8:99:1::${i}` });
  const limited = await loginAs(t, 'rot', 'x', { ip: '2001:db8:99:1:ffff::1' });
  expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect((await loginAs(t, 'demo_player', 'Demo1234', { ip: '2001:db8:99:2::1' })).status).toBe(200);
});
