import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_BIRTH_DATE,
  ACCOUNTS_ENV,
  TEST_CAPTCHA,
  TEST_HUMAN_PASS,
  call,
  loginAs,
  smsCode,
  valueOf,
} from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(clock) } });
});
afterAll(async () => {
  await t.close();
});

async function captchaId(ip: string): Promise<string> {
  return valueOf<{ captchaId: string }>(await call(t, 'GET', '/wps/captcha', undefined, { ip })).captchaId;
}

async function registerMember(username: string): Promise<void> {
  const result = await call(t, 'PUT', '/wps/member/register', {
    username,
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    captcha: TEST_CAPTCHA,
    captchaId: await captchaId('127.0.0.1'),
    humanCheckToken: TEST_HUMAN_PASS,
    birthDate: ADULT_BIRTH_DATE,
  });
  expect(result.status).toBe(200);
}

describe('password login', () => {
  it('logs a member in, first time then not', async () => {
    const first = valueOf<{ userName: string; type: number; firstTimeLogin: boolean; merchantCode: string }>(
      await loginAs(t, 'demo_player', 'Demo1234', { headers: { device: 'OTHERS' } }),
    );
    expect(first).toMatchObject({
      userName: 'demo_player',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'OPENLOBBY',
    });
    const second = valueOf<{ firstTimeLogin: boolean }>(await loginAs(t, 'DEMO_PLAYER', 'Demo1234'));
    expect(second.firstTimeLogin).toBe(false);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await loginAs(t, 'nobody_here', 'Demo1234', { ip: '10.0.0.1' });
    const wrong = await loginAs(t, 'demo_player', 'Wrong1234', { ip: '10.0.0.2' });
    expect(unknown.status).toBe(wrong.status);
    expect({ code: unknown.code, message: unknown.message, data: unknown.data }).toEqual({
      code: wrong.code,
      message: wrong.message,
      data: wrong.data,
    });
    expect(wrong.code).toBe('LOGIN_FAILED');
    expect(wrong.message).toBe('Incorrect username or password');
  });

  it('answers in Urdu when asked', async () => {
    const result = await loginAs(t, 'nobody_here', 'x', { ip: '10.0.0.3', headers: { language: 'UR' } });
    expect(result.message).toBe('صارف نام یا پاس ورڈ غلط ہے');
  });

  it('requires the human check on password login', async () => {
    const result = await call(t, 'POST', '/wps/session/login', {
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
    });
    expect(result.code).toBe('HUMAN_CHECK_FAILED');
  });

  const withCaptcha = async (username: string, password: string, ip: string) =>
    call(
      t,
      'POST',
      '/wps/session/login',
      {
        type: 'username',
        username,
        password,
        humanCheckToken: TEST_HUMAN_PASS,
        captchaId: await captchaId(ip),
        captcha: TEST_CAPTCHA,
      },
      { ip },
    );

  it('asks for a captcha after 3 failures, then makes each attempt wait twice as long, never locking the owner out', async () => {
    await registerMember('locktest01');
    const home = '10.1.9.9';
    expect((await loginAs(t, 'locktest01', 'Abc12345', { ip: home })).status).toBe(200);
    // The attacker changes address on every try, so only the account's count grows.
    let n = 0;
    const attacker = () => `10.1.0.${(n += 1)}`;
    for (let i = 1; i <= 2; i += 1)
      expect((await loginAs(t, 'locktest01', 'Wrong999', { ip: attacker() })).data).toEqual({
        captcha: false,
      });
    expect((await loginAs(t, 'locktest01', 'Wrong999', { ip: attacker() })).data).toEqual({ captcha: true });
    const noCaptcha = await loginAs(t, 'locktest01', 'Abc12345', { ip: attacker() });
    expect(noCaptcha.code).toBe('CAPTCHA_REQUIRED');
    expect(noCaptcha.message).toBe('Please enter the captcha');
    expect(noCaptcha.data).toMatchObject({ captcha: true });
    const ip = attacker();
    const badCaptcha = await call(
      t,
      'POST',
      '/wps/session/login',
      {
        type: 'username',
        username: 'locktest01',
        password: 'Abc12345',
        humanCheckToken: TEST_HUMAN_PASS,
        captchaId: await captchaId(ip),
        captcha: '999999',
      },
      { ip },
    );
    expect(badCaptcha.code).toBe('CAPTCHA_INVALID');
    for (let failures = 4; failures <= 10; failures += 1) {
      expect((await withCaptcha('locktest01', 'Wrong999', attacker())).code).toBe('LOGIN_FAILED');
    }
    for (const waitSeconds of [1, 2, 4]) {
      const waiting = await withCaptcha('locktest01', 'Wrong999', attacker());
      expect(waiting).toMatchObject({
        status: 429,
        code: 'LOGIN_RETRY_LATER',
        data: { retryAfterSeconds: waitSeconds, captcha: true },
      });
      expect(waiting.message).toBe('Too many failed sign-ins. Please wait a moment before trying again.');
      clock += waitSeconds * 1000;
      expect((await withCaptcha('locktest01', 'Wrong999', attacker())).code).toBe('LOGIN_FAILED');
    }
    // The owner, from the address they logged in from before, gets in at once and without a captcha.
    expect((await loginAs(t, 'locktest01', 'Abc12345', { ip: home })).status).toBe(200);
    // From a new address the owner is slowed like anyone else, but only for the current wait.
    const newPhone = '10.1.8.1';
    expect((await withCaptcha('locktest01', 'Abc12345', newPhone)).code).toBe('LOGIN_RETRY_LATER');
    clock += 8000;
    expect((await withCaptcha('locktest01', 'Abc12345', newPhone)).status).toBe(200);
    clock += 61 * 60_000;
  });

  it('counts 40 parallel wrong passwords one by one: no more than LOGIN_LOCK_AFTER of them are checked', async () => {
    await registerMember('racetest01');
    const ips = Array.from({ length: 40 }, (_, i) => `10.4.${i}.1`);
    const ids = await Promise.all(ips.map((ip) => captchaId(ip)));
    const answers = await Promise.all(
      ips.map((ip, i) =>
        call(
          t,
          'POST',
          '/wps/session/login',
          {
            type: 'username',
            username: 'racetest01',
            password: `Wrong${i}x`,
            humanCheckToken: TEST_HUMAN_PASS,
            captchaId: ids[i],
            captcha: TEST_CAPTCHA,
          },
          { ip },
        ),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 'LOGIN_FAILED')).toHaveLength(10);
    expect(codes.filter((code) => code === 'LOGIN_RETRY_LATER')).toHaveLength(30);
    clock += 61 * 60_000;
  });

  it('slows an unknown username the same way (no enumeration by wait behaviour)', async () => {
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i += 1) codes.push((await withCaptcha('ghost_user', 'x', `10.2.0.${i}`)).code);
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 'LOGIN_FAILED'), 'LOGIN_RETRY_LATER']);
    clock += 61 * 60_000;
  });

  it('counts failures per IP across usernames', async () => {
    const ip = '10.3.0.1';
    for (const name of ['spray_a1', 'spray_b1', 'spray_c1']) await loginAs(t, name, 'x', { ip });
    const next = await loginAs(t, 'demo_player', 'Demo1234', { ip });
    expect(next.code).toBe('CAPTCHA_REQUIRED');
  });

  it('counts an IPv6 client per /64, so rotating addresses within it does not reset the count', async () => {
    for (const [i, name] of ['spray_a2', 'spray_b2', 'spray_c2'].entries()) {
      await loginAs(t, name, 'x', { ip: `2001:db8:77:1::${i + 1}` });
    }
    const next = await loginAs(t, 'demo_player', 'Demo1234', { ip: '2001:db8:77:1:abcd::9' });
    expect(next.code).toBe('CAPTCHA_REQUIRED');
    expect((await loginAs(t, 'demo_player', 'Demo1234', { ip: '2001:db8:77:2::1' })).status).toBe(200);
  });

  it('forces a password change when PWDEXPFORCECHANGE3 is on', async () => {
    expect(
      valueOf<{ mustChangePassword: boolean }>(await loginAs(t, 'demo_newpass', 'Demo1234'))
        .mustChangePassword,
    ).toBe(false);
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'PWDEXPFORCECHANGE3', true, 'test');
    const forced = valueOf<{ mustChangePassword: boolean; token: string }>(
      await loginAs(t, 'demo_newpass', 'Demo1234'),
    );
    expect(forced.mustChangePassword).toBe(true);
    const blocked = await call(
      t,
      'POST',
      '/wps/member/info/nickname',
      { nickname: 'Later' },
      { token: forced.token },
    );
    expect(blocked.code).toBe('PASSWORD_CHANGE_REQUIRED');
    // Every member endpoint waits, not only profile edits; what the change screen needs answers.
    const icon = await call(t, 'POST', '/wps/member/info/icon', { iconId: 'a2' }, { token: forced.token });
    expect(icon.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: forced.token })).success).toBe(true);
    expect(
      valueOf<{ mustChangePassword: boolean }>(await loginAs(t, 'demo_agent', 'Demo1234')).mustChangePassword,
    ).toBe(false);
    await call(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { token: forced.token },
    );
    expect(
      valueOf<{ mustChangePassword: boolean }>(await loginAs(t, 'demo_newpass', 'Fresh1234'))
        .mustChangePassword,
    ).toBe(false);
    // The same session is released once the password is changed.
    const after = await call(t, 'POST', '/wps/member/info/icon', { iconId: 'a2' }, { token: forced.token });
    expect(after.success).toBe(true);
    // A password older than PASSWORD_MAX_AGE_DAYS (90) must be changed too.
    clock += 91 * 86_400_000;
    expect(
      valueOf<{ mustChangePassword: boolean }>(await loginAs(t, 'demo_agent', 'Demo1234')).mustChangePassword,
    ).toBe(true);
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'PWDEXPFORCECHANGE3', false, 'test');
  });
});

describe('SMS login and codes', () => {
  const demoMobile = '+923001234567';

  it('logs in with a code sent to a registered number', async () => {
    const sent = await call(t, 'POST', '/wps/verification/sms/noLogin', {
      mobileNo: '03001234567',
      countryDialingCode: '+92',
      purpose: 'login',
    });
    expect(sent.status).toBe(200);
    const code = await smsCode(t, demoMobile);
    const login = await call(t, 'POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '03001234567',
      countryDialingCode: '+92',
      verificationCode: code,
    });
    expect(valueOf<{ userName: string }>(login).userName).toBe('demo_player');
    // Single use.
    const again = await call(t, 'POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '03001234567',
      countryDialingCode: '+92',
      verificationCode: code,
    });
    expect(again.code).toBe('SMS_CODE_INVALID');
  });

  it('enforces the resend cooldown, the attempt limit and the per-number limit', async () => {
    clock += 61_000;
    const send = () =>
      call(t, 'POST', '/wps/verification/sms/noLogin', {
        mobileNo: '3001234567',
        countryDialingCode: '92',
        purpose: 'login',
      });
    expect((await send()).status).toBe(200);
    const cooldown = await send();
    expect(cooldown.code).toBe('SMS_COOLDOWN');
    expect(Number(cooldown.data?.retryAfterSeconds)).toBeGreaterThan(50);
    const code = await smsCode(t, demoMobile);
    const wrong = code === '123456' ? '654321' : '123456';
    const attempt = (c: string) =>
      call(t, 'POST', '/wps/session/login', {
        type: 'sms',
        mobileNum: '03001234567',
        countryDialingCode: '+92',
        verificationCode: c,
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(wrong)).code).toBe('SMS_CODE_INVALID');
    expect((await attempt(code)).code).toBe('SMS_CODE_INVALID');
    for (let i = 0; i < 3; i += 1) {
      clock += 61_000;
      expect((await send()).status).toBe(200);
    }
    clock += 61_000;
    expect((await send()).code).toBe('RATE_LIMITED');
    clock += 3_600_000;
  });

  it('caps SMS codes per client an hour with IPv6 counted per /64', async () => {
    clock += 3_600_000;
    const send = (i: number, ip: string) =>
      call(
        t,
        'POST',
        '/wps/verification/sms/register',
        { mobileNum: `0333777${String(1000 + i)}`, countryDialingCode: '+92' },
        { ip },
      );
    for (let i = 1; i <= 20; i += 1) expect((await send(i, `2001:db8:55:1::${i}`)).status).toBe(200);
    expect((await send(21, '2001:db8:55:1:9::9')).code).toBe('RATE_LIMITED');
    expect((await send(22, '2001:db8:55:2::1')).status).toBe(200);
  });

  it('answers the same for an unknown number but sends nothing', async () => {
    const sent = await call(t, 'POST', '/wps/verification/sms/noLogin', {
      mobileNo: '03459876543',
      countryDialingCode: '+92',
      purpose: 'resetPassword',
    });
    expect(sent.status).toBe(200);
    expect(valueOf<unknown[]>(await call(t, 'GET', '/wps/dev/outbox', { to: '+923459876543' }))).toEqual([]);
  });
});

describe('free trial', () => {
  it('describes the trial and logs in a new type 4 member with a trial balance', async () => {
    expect(valueOf(await call(t, 'GET', '/wps/member/trialuser'))).toEqual({
      enabled: true,
      trialBalance: '2000.00',
    });
    const trial = valueOf<{ token: string; type: number; userName: string }>(
      await call(t, 'POST', '/wps/session/login/freeplay', {}),
    );
    expect(trial.type).toBe(4);
    const info = valueOf<{ type: number }>(
      await call(t, 'GET', '/wps/member/info', undefined, { token: trial.token }),
    );
    expect(info.type).toBe(4);
    const refused = await call(
      t,
      'POST',
      '/wps/member/info/nickname',
      { nickname: 'Trial' },
      { token: trial.token },
    );
    expect(refused.code).toBe('FREE_REJECT');
  });
});
