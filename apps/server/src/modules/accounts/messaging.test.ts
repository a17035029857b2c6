/** The HTTP message provider against a throwaway local gateway. */
import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

const received: { auth: string | undefined; body: { to: string; body: string } }[] = [];
const gateway = createServer((request: IncomingMessage, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    received.push({
      auth: request.headers.authorization,
      body: JSON.parse(raw) as { to: string; body: string },
    });
    response.end('ok');
  });
});
let t: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    env: { ...ACCOUNTS_ENV, SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`, SMS_HTTP_TOKEN: 'gateway-token' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

it('posts SMS to the configured gateway with its token, and not to the outbox', async () => {
  const sent = await call(t, 'POST', '/wps/verification/sms/register', {
    mobileNum: '03127770001',
    countryDialingCode: '+92',
  });
  expect(sent.status).toBe(200);
  expect(received).toHaveLength(1);
  expect(received[0]?.auth).toBe('Bearer gateway-token');
  expect(received[0]?.body.to).toBe('+923127770001');
  expect(received[0]?.body.body).toMatch(/\d{6}/);
  expect((await call(t, 'GET', '/wps/dev/outbox', { to: '+923127770001' })).value).toEqual([]);
});

it('answers NOT_READY when the gateway is down, and leaves no cooldown behind', async () => {
  const down = await createTestApp({ env: { ...ACCOUNTS_ENV, SMS_HTTP_URL: 'http://127.0.0.1:9/sms' } });
  try {
    const send = () =>
      call(down, 'POST', '/wps/verification/sms/register', {
        mobileNum: '03127770002',
        countryDialingCode: '+92',
      });
    expect((await send()).code).toBe('NOT_READY');
    expect((await send()).code).toBe('NOT_READY');
  } finally {
    await down.close();
  }
});
