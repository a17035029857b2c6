/**
 * The HTTP message provider against a throwaway local gateway that holds every request until the
 * test lets it answer: so a test can tell whether an answer waited on the gateway.
 */
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, freshMobile } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { newPlayer } from '../../test/wallet-helpers.ts';

interface Received {
  readonly path: string;
  readonly auth: string | undefined;
  readonly body: { to: string; subject: string; body: string };
  readonly answer: () => void;
}

const received: Received[] = [];
let arrival: ((r: Received) => void) | null = null;
const gateway = createServer((request: IncomingMessage, response: ServerResponse) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const r: Received = {
      path: request.url ?? '',
      auth: request.headers.authorization,
      body: JSON.parse(raw) as Received['body'],
      answer: () => response.end('ok'),
    };
    received.push(r);
    arrival?.(r);
    arrival = null;
  });
});
/** The next request the gateway receives (held until its `answer`). */
const nextArrival = () => new Promise<Received>((resolve) => (arrival = resolve));

const CLOCK = new Date('2026-11-25T12:00:00.000Z');
const logLines: string[] = [];
let t: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({
    env: {
      ...ACCOUNTS_ENV,
      SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
      SMS_HTTP_TOKEN: 'gateway-token',
      EMAIL_HTTP_URL: `http://127.0.0.1:${port}/email`,
    },
    accounts: { now: () => CLOCK },
    logger: { level: 'error', stream: { write: (line) => logLines.push(line) } },
  });
});
afterAll(async () => {
  for (const r of received) r.answer();
  await t.close();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});

/** Every queued send has finished: the development outbox waits for them before it reads. */
const settled = () => call(t, 'GET', '/wps/dev/outbox', { to: 'nobody' });

describe('sending through the gateway', () => {
  it('posts SMS with its token, after the answer, and not to the outbox', async () => {
    const mobile = freshMobile();
    const arrived = nextArrival();
    const sent = await call(t, 'POST', '/wps/verification/sms/register', {
      mobileNum: mobile.national,
      countryDialingCode: '+92',
    });
    expect(sent.status).toBe(200);
    const sms = await arrived;
    sms.answer();
    expect(sms.path).toBe('/sms');
    expect(sms.auth).toBe('Bearer gateway-token');
    expect(sms.body.to).toBe(mobile.e164);
    expect(sms.body.body).toMatch(/\d{6}/);
    expect((await call(t, 'GET', '/wps/dev/outbox', { to: mobile.e164 })).value).toEqual([]);
  });
});

describe('forgot password', () => {
  it('by SMS: the same answer for a registered and an unknown number, sent without waiting on the gateway', async () => {
    const registered = freshMobile();
    const unknown = freshMobile();
    await newPlayer(t, { mobile: registered.e164 });
    const ask = (mobile: { national: string }) =>
      call(t, 'POST', '/wps/verification/sms/noLogin', {
        mobileNo: mobile.national,
        countryDialingCode: '+92',
        purpose: 'resetPassword',
      });
    const arrived = nextArrival();
    // The gateway holds the code until it is told to answer: the answer cannot have waited for it.
    const forMember = await ask(registered);
    const forNobody = await ask(unknown);
    expect(forMember.status).toBe(200);
    expect(forNobody).toEqual(forMember);
    const sms = await arrived;
    expect(sms.body.to).toBe(registered.e164);
    sms.answer();
    await settled();
    expect(received.filter((r) => r.body.to === unknown.e164)).toEqual([]);
  });

  it('by e-mail: the same answer for a matching pair and a stranger, mailed without waiting on the gateway', async () => {
    const player = await newPlayer(t);
    await t.database.db
      .updateTable('member')
      .set({ email: 'held@example.com', email_lower: 'held@example.com' })
      .where('id', '=', player.id)
      .execute();
    const ask = (username: string, email: string) =>
      call(t, 'POST', '/wps/member/password/email', { username, email });
    const arrived = nextArrival();
    const forMember = await ask(player.username, 'held@example.com');
    const forNobody = await ask('nobody_here', 'held@example.com');
    const forWrongMail = await ask(player.username, 'other@example.com');
    expect(forMember).toEqual({ status: 200, success: true, value: { sent: true } });
    expect(forNobody).toEqual(forMember);
    expect(forWrongMail).toEqual(forMember);
    const mail = await arrived;
    expect(mail.path).toBe('/email');
    expect(mail.body.to).toBe('held@example.com');
    expect(mail.body.body).toContain('/m/forget?token=');
    mail.answer();
    await settled();
    expect(received.filter((r) => r.path === '/email')).toHaveLength(1);
  });

  it('logs a send the gateway refused; the player already has their answer', async () => {
    const down = await createTestApp({
      env: { ...ACCOUNTS_ENV, SMS_HTTP_URL: 'http://127.0.0.1:9/sms' },
      logger: { level: 'error', stream: { write: (line) => logLines.push(line) } },
    });
    try {
      const mobile = freshMobile();
      const sent = await call(down, 'POST', '/wps/verification/sms/register', {
        mobileNum: mobile.national,
        countryDialingCode: '+92',
      });
      expect(sent.status).toBe(200);
      await call(down, 'GET', '/wps/dev/outbox', { to: mobile.e164 });
      expect(logLines.join('')).toContain('message delivery failed');
    } finally {
      await down.close();
    }
  });
});
