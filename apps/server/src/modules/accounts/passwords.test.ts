import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_ENV,
  call,
  loginAs,
  register,
  smsCode,
  tokenFor,
  valueOf,
} from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

async function newMember(username: string, extra: Record<string, unknown> = {}): Promise<string> {
  return valueOf<{ token: string }>(await register(t, { username, ...extra })).token;
}

const change = (token: string, oldPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
  call(t, 'POST', '/wps/member/password', { oldPassword, newPassword, confirmNewPassword }, { token });

describe('change password', () => {
  it('applies the rules: differ from old, confirmation, format, old password', async () => {
    const token = await newMember('changepw1');
    expect((await change(token, 'Abc12345', 'Abc12345')).message).toBe(
      'The new password and the old password cannot be the same',
    );
    expect((await change(token, 'Abc12345', 'New12345', 'New99999')).message).toBe(
      'Confirmation password not matched',
    );
    expect((await change(token, 'Abc12345', 'short')).code).toBe('PASSWORD_FORMAT');
    expect((await change(token, 'Wrong1234', 'New12345')).code).toBe('OLD_PASSWORD_WRONG');
    expect(valueOf(await change(token, 'Abc12345', 'New12345'))).toEqual({ done: true });
    expect((await loginAs(t, 'changepw1', 'Abc12345')).code).toBe('LOGIN_FAILED');
    expect((await loginAs(t, 'changepw1', 'New12345')).status).toBe(200);
  });
});

describe('reset by e-mail', () => {
  it('answers the same whether or not the pair exists, and mails a single-use link', async () => {
    const old = await newMember('mailreset1', { email: 'mailreset1@example.com' });
    const unknown = await call(t, 'POST', '/wps/member/password/email', {
      username: 'nobody',
      email: 'x@example.com',
    });
    const mismatch = await call(t, 'POST', '/wps/member/password/email', {
      username: 'mailreset1',
      email: 'x@example.com',
    });
    const match = await call(t, 'POST', '/wps/member/password/email', {
      username: 'MailReset1',
      email: 'MAILRESET1@example.com',
    });
    expect(unknown.value).toEqual(match.value);
    expect(mismatch.value).toEqual(match.value);
    const mails = valueOf<{ body: string }[]>(
      await call(t, 'GET', '/wps/dev/outbox', { to: 'mailreset1@example.com' }),
    );
    expect(mails).toHaveLength(1);
    const token = /Token: (\S+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
    expect(mails[0]?.body).toContain('/m/forget?token=');
    const confirm = (newPassword: string) =>
      call(t, 'POST', '/wps/member/password/email/confirm', {
        token,
        newPassword,
        confirmNewPassword: newPassword,
      });
    expect(
      (
        await call(t, 'POST', '/wps/member/password/email/confirm', {
          token,
          newPassword: 'Reset1234',
          confirmNewPassword: 'Other1234',
        })
      ).code,
    ).toBe('PASSWORD_CONFIRM_MISMATCH');
    expect(valueOf(await confirm('Reset1234'))).toEqual({ done: true });
    expect((await confirm('Again1234')).code).toBe('RESET_TOKEN_INVALID');
    expect(
      (
        await call(t, 'POST', '/wps/member/password/email/confirm', {
          token: 'forged',
          newPassword: 'Again1234',
          confirmNewPassword: 'Again1234',
        })
      ).code,
    ).toBe('RESET_TOKEN_INVALID');
    // A reset ends every session of the member.
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: old })).code).toBe('SESSION_ENDED');
    expect((await loginAs(t, 'mailreset1', 'Reset1234')).status).toBe(200);
  });
});

describe('reset by SMS', () => {
  it('sets a new password with the code and ends the sessions', async () => {
    const session = await tokenFor(t, 'demo_agent', 'Demo1234');
    await call(t, 'POST', '/wps/verification/sms/noLogin', {
      mobileNo: '03001234568',
      countryDialingCode: '+92',
      purpose: 'resetPassword',
    });
    const code = await smsCode(t, '+923001234568');
    const base = {
      mobileNum: '03001234568',
      countryDialingCode: '+92',
      newPassword: 'Agent5678',
      confirmNewPassword: 'Agent5678',
    };
    expect(
      (await call(t, 'POST', '/wps/member/password/verification', { ...base, verificationCode: '000001' }))
        .code,
    ).toBe('SMS_CODE_INVALID');
    expect(
      (
        await call(t, 'POST', '/wps/member/password/verification', {
          ...base,
          confirmNewPassword: 'x',
          verificationCode: code,
        })
      ).code,
    ).toBe('PASSWORD_CONFIRM_MISMATCH');
    expect(
      valueOf(
        await call(t, 'POST', '/wps/member/password/verification', { ...base, verificationCode: code }),
      ),
    ).toEqual({ done: true });
    expect(
      (await call(t, 'POST', '/wps/member/password/verification', { ...base, verificationCode: code })).code,
    ).toBe('SMS_CODE_INVALID');
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: session })).code).toBe(
      'SESSION_ENDED',
    );
    expect((await loginAs(t, 'demo_agent', 'Agent5678')).status).toBe(200);
  });
});

describe('member centre', () => {
  it('updates nickname, e-mail (with the password) and payee name once; head icons; security score', async () => {
    const token = await newMember('profile01');
    const security = async () =>
      valueOf<{ score: number; items: Record<string, boolean> }>(
        await call(t, 'GET', '/wps/member/securityConfig', undefined, { token }),
      );
    expect((await security()).score).toBe(20);
    expect(
      valueOf(await call(t, 'POST', '/wps/member/info/nickname', { nickname: 'Pro' }, { token })),
    ).toEqual({ nickname: 'Pro' });
    expect((await call(t, 'POST', '/wps/member/info/nickname', { nickname: '' }, { token })).code).toBe(
      'NAME_FORMAT',
    );
    expect(
      (
        await call(
          t,
          'POST',
          '/wps/member/info/email',
          { email: 'p1@example.com', password: 'nope' },
          { token },
        )
      ).code,
    ).toBe('PASSWORD_INCORRECT');
    expect(
      (await call(t, 'POST', '/wps/member/info/email', { email: 'bad', password: 'Abc12345' }, { token }))
        .code,
    ).toBe('EMAIL_FORMAT');
    expect(
      (
        await call(
          t,
          'POST',
          '/wps/member/info/email',
          { email: 'demo_player@example.com', password: 'Abc12345' },
          { token },
        )
      ).code,
    ).toBe('EMAIL_EXISTS');
    expect(
      valueOf(
        await call(
          t,
          'POST',
          '/wps/member/info/email',
          { email: 'p1@example.com', password: 'Abc12345' },
          { token },
        ),
      ),
    ).toEqual({ email: 'p1***@example.com' });
    expect(
      valueOf(await call(t, 'POST', '/wps/member/info/payeename', { payeeName: 'Ali Khan' }, { token })),
    ).toEqual({ payeeName: 'Ali Khan' });
    const again = await call(
      t,
      'POST',
      '/wps/member/info/payeename',
      { payeeName: 'Someone Else' },
      { token },
    );
    expect(again.code).toBe('PAYEE_NAME_ALREADY_SET');
    const icons = valueOf<{ current: string | null; icons: { id: string; url: string }[] }>(
      await call(t, 'GET', '/wps/member/info/icon', undefined, { token }),
    );
    expect(icons.current).toBeNull();
    expect(icons.icons.length).toBeGreaterThan(3);
    const set = valueOf<{ current: string }>(
      await call(t, 'POST', '/wps/member/info/icon', { iconId: 'a3' }, { token }),
    );
    expect(set.current).toBe('/cdn/avatars/a3.svg');
    expect((await call(t, 'POST', '/wps/member/info/icon', { iconId: '../etc' }, { token })).code).toBe(
      'FIELD_INVALID',
    );
    const svg = await t.app.inject({ method: 'GET', url: '/cdn/avatars/a3.svg' });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const info = valueOf<{ avatarUrl: string; payeeName: string; nickname: string }>(
      await call(t, 'GET', '/wps/member/info', undefined, { token }),
    );
    expect(info).toMatchObject({ avatarUrl: '/cdn/avatars/a3.svg', payeeName: 'Ali Khan', nickname: 'Pro' });
    const after = await security();
    expect(after.items).toEqual({
      loginPassword: true,
      paymentPassword: false,
      email: true,
      mobile: false,
      payeeName: true,
    });
    expect(after.score).toBe(60);
  });
});
