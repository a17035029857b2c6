import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({
    env: ACCOUNTS_ENV,
    accounts: { now: () => new Date(clock) },
  });
});
afterAll(async () => {
  await t.close();
});

const info = (token?: string) =>
  call(t, 'GET', '/wps/member/info', undefined, token === undefined ? {} : { token });

describe('sessions', () => {
  it('refuses member endpoints without a token, and with an unknown one', async () => {
    expect((await info()).code).toBe('NOT_LOGGED_IN');
    expect((await info('made-up-token')).code).toBe('SESSION_ENDED');
    expect((await call(t, 'DELETE', '/wps/session/logout')).code).toBe('NOT_LOGGED_IN');
  });

  it('accepts the bare token and the Bearer form', async () => {
    const token = await tokenFor(t, 'demo_player', 'Demo1234');
    expect((await info(token)).status).toBe(200);
    expect((await info(`Bearer ${token}`)).status).toBe(200);
  });

  it('ends the session on logout', async () => {
    const token = await tokenFor(t, 'demo_player', 'Demo1234');
    const other = await tokenFor(t, 'demo_player', 'Demo1234');
    expect(valueOf(await call(t, 'DELETE', '/wps/session/logout', undefined, { token }))).toEqual({
      loggedOut: true,
    });
    expect((await info(token)).code).toBe('SESSION_ENDED');
    expect((await call(t, 'POST', '/wps/session/renew', {}, { token })).code).toBe('SESSION_ENDED');
    // Only that session: another device stays logged in.
    expect((await info(other)).status).toBe(200);
  });

  it('ends every other session when the password changes, and keeps the one that changed it', async () => {
    const here = await tokenFor(t, 'demo_player', 'Demo1234');
    const stolen = await tokenFor(t, 'demo_player', 'Demo1234');
    const change = (token: string, from: string, to: string) =>
      call(
        t,
        'POST',
        '/wps/member/password',
        { oldPassword: from, newPassword: to, confirmNewPassword: to },
        { token },
      );
    expect(valueOf(await change(here, 'Demo1234', 'Moved5678'))).toEqual({ done: true });
    expect((await info(stolen)).code).toBe('SESSION_ENDED');
    expect((await call(t, 'POST', '/wps/session/renew', {}, { token: stolen })).code).toBe('SESSION_ENDED');
    expect((await info(here)).status).toBe(200);
    // Back to the seeded password for the other tests.
    expect(valueOf(await change(here, 'Moved5678', 'Demo1234'))).toEqual({ done: true });
  });

  it('slides the idle expiry on renewal and expires an idle session', async () => {
    const token = await tokenFor(t, 'demo_agent', 'Demo1234');
    const first = valueOf<{ expiresAt: number }>(await call(t, 'POST', '/wps/session/renew', {}, { token }));
    clock += 20 * 60_000;
    const second = valueOf<{ expiresAt: number }>(await call(t, 'POST', '/wps/session/renew', {}, { token }));
    expect(second.expiresAt - first.expiresAt).toBe(20 * 60_000);
    clock += 20 * 60_000;
    expect((await info(token)).status).toBe(200);
    clock += 31 * 60_000;
    expect((await info(token)).code).toBe('SESSION_ENDED');
  });

  it('ends every session at the absolute limit however often it is renewed', async () => {
    const token = await tokenFor(t, 'demo_agent', 'Demo1234');
    const started = clock;
    const step = 25 * 60_000;
    let ended = false;
    for (let i = 0; i < 500 && !ended; i += 1) {
      clock += step;
      ended = (await call(t, 'POST', '/wps/session/renew', {}, { token })).code === 'SESSION_ENDED';
    }
    expect(ended).toBe(true);
    expect(Math.abs(clock - started - 7 * 86_400_000)).toBeLessThanOrEqual(step);
  });

  it('shows each member only their own data, whatever they send', async () => {
    const player = await tokenFor(t, 'demo_player', 'Demo1234');
    const agent = await tokenFor(t, 'demo_agent', 'Demo1234');
    const mine = valueOf<{ account: string; customerId: number }>(await info(player));
    const theirs = valueOf<{ account: string; customerId: number }>(await info(agent));
    expect(mine.account).toBe('demo_player');
    expect(theirs.account).toBe('demo_agent');
    // Unknown fields such as a customer id are dropped: the session alone names the member.
    await call(
      t,
      'POST',
      '/wps/member/info/nickname',
      { nickname: 'Agent X', customerId: mine.customerId },
      { token: agent },
    );
    expect(valueOf<{ nickname: string }>(await info(player)).nickname).toBe('Demo Player');
    expect(valueOf<{ nickname: string }>(await info(agent)).nickname).toBe('Agent X');
  });
});
