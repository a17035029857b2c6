/** The access log of a real app: links that carry credentials are logged without them. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

const lines: string[] = [];
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
});
afterAll(async () => {
  await t.close();
});

/** The URLs the app logged for its incoming requests. */
function loggedUrls(): string[] {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url ?? '');
}

it('logs the reset, demo-payment and launch links with their tokens replaced, other parameters kept', async () => {
  const secrets = ['reset-secret-1', 'pay-secret-2', 'launch-secret-3', 'reset-secret-4', 'pay-secret-5'];
  for (const url of [
    `/m/forget?token=${secrets[0]}`,
    `/pay/demo/D123?token=${secrets[1]}&lang=UR`,
    `/studio/slots?game=fruit&launch=${secrets[2]}`,
    `/wps/member/password/email/confirm?resetToken=${secrets[3]}`,
    `/pay/demo/D124?lang=EN&%74oken=${secrets[4]}`,
  ]) {
    await t.app.inject({ method: 'GET', url });
  }
  const text = lines.join('');
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(loggedUrls()).toEqual([
    '/m/forget?token=[REDACTED]',
    '/pay/demo/D123?token=[REDACTED]&lang=UR',
    '/studio/slots?game=fruit&launch=[REDACTED]',
    '/wps/member/password/email/confirm?resetToken=[REDACTED]',
    '/pay/demo/D124?lang=EN&%74oken=[REDACTED]',
  ]);
});
