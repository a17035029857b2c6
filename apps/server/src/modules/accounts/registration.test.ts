import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADULT_BIRTH_DATE,
  ACCOUNTS_ENV,
  TEST_CAPTCHA,
  TEST_HUMAN_PASS,
  call,
  freshMobile,
  smsCode,
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

async function captchaId(): Promise<string> {
  return valueOf<{ captchaId: string }>(await call(t, 'GET', '/wps/captcha')).captchaId;
}

async function registerUsername(fields: Record<string, unknown>) {
  return call(t, 'PUT', '/wps/member/register', {
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    captcha: TEST_CAPTCHA,
    captchaId: await captchaId(),
    humanCheckToken: TEST_HUMAN_PASS,
    registerMethod: 'H5',
    birthDate: ADULT_BIRTH_DATE,
    ...fields,
  });
}

describe('registration settings', () => {
  it('lists every field of the payload in display order, with the methods', async () => {
    const value = valueOf<{ methods: unknown; fields: { name: string; enabled: boolean }[] }>(
      await call(t, 'GET', '/wps/system/setting/register'),
    );
    expect(value.methods).toEqual({ username: true, mobile: true });
    expect(value.fields.map((f) => f.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
      'email',
      'nickname',
      'payeeName',
      'mobileNum',
      'verificationCode',
      'recommenderId',
      'affiliateCode',
      'captcha',
    ]);
  });
});

describe('registration by username', () => {
  it('creates a member and logs it in', async () => {
    const result = await registerUsername({
      username: 'newPlayer1',
      email: 'new1@example.com',
      nickname: 'Newbie',
    });
    expect(result.status).toBe(200);
    const value = valueOf<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>(result);
    expect(value).toMatchObject({ userName: 'newPlayer1', type: 0, firstTimeLogin: true });
    const info = valueOf<{ account: string; email: string }>(
      await call(t, 'GET', '/wps/member/info', undefined, { token: value.token }),
    );
    expect(info.account).toBe('newPlayer1');
    expect(info.email).toBe('ne***@example.com');
  });

  it('refuses a taken username whatever its case', async () => {
    await registerUsername({ username: 'caseUser1' });
    const again = await registerUsername({ username: 'CASEUSER1' });
    expect(again.code).toBe('USERNAME_EXISTS');
    expect(again.data).toMatchObject({ field: 'username' });
    const check = valueOf<{ available: boolean }>(
      await call(t, 'GET', '/wps/check/username', { username: 'caseuser1' }),
    );
    expect(check.available).toBe(false);
  });

  it('enforces the rules on the server and names the failing field', async () => {
    expect((await registerUsername({ username: 'ab' })).data).toMatchObject({ field: 'username' });
    expect((await registerUsername({ username: 'ab' })).code).toBe('ACCOUNT_FORMAT');
    expect((await registerUsername({ username: 'user_bad!' })).code).toBe('ACCOUNT_FORMAT');
    expect(
      (await registerUsername({ username: 'okname12', password: 'abcdefg', confirmPassword: 'abcdefg' }))
        .code,
    ).toBe('PASSWORD_FORMAT');
    expect((await registerUsername({ username: 'okname12', confirmPassword: 'Abc99999' })).code).toBe(
      'PASSWORD_CONFIRM_MISMATCH',
    );
    expect((await registerUsername({ username: 'okname12', email: 'not-an-email' })).code).toBe(
      'EMAIL_FORMAT',
    );
    expect((await registerUsername({ username: 'okname12', affiliateCode: 'NOPE1234' })).code).toBe(
      'INVALID_INVITATION_CODE',
    );
    const missing = await call(t, 'PUT', '/wps/member/register', {
      password: 'Abc12345',
      humanCheckToken: TEST_HUMAN_PASS,
    });
    expect(missing.code).toBe('FIELD_REQUIRED');
    expect(missing.data).toMatchObject({ field: 'username' });
  });

  it('requires the captcha and the human check', async () => {
    const noCaptcha = await call(t, 'PUT', '/wps/member/register', {
      username: 'capuser01',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      humanCheckToken: TEST_HUMAN_PASS,
    });
    expect(noCaptcha.code).toBe('FIELD_REQUIRED');
    expect(noCaptcha.data).toMatchObject({ field: 'captcha' });
    const wrong = await registerUsername({ username: 'capuser01', captcha: '999999' });
    expect(wrong.code).toBe('CAPTCHA_INVALID');
    const noHuman = await registerUsername({ username: 'capuser01', humanCheckToken: 'forged' });
    expect(noHuman.code).toBe('HUMAN_CHECK_FAILED');
    expect(
      valueOf<{ available: boolean }>(await call(t, 'GET', '/wps/check/username', { username: 'capuser01' }))
        .available,
    ).toBe(true);
  });

  it('accepts a valid invitation code and checks codes on their own', async () => {
    const check = await call(t, 'GET', '/wps/agent/affiliate', { affiliateCode: 'OLAGENT1' });
    expect(valueOf(check)).toEqual({ affiliateCode: 'OLAGENT1' });
    const bad = await call(t, 'GET', '/wps/agent/affiliate', { affiliateCode: 'NOPE' });
    expect(bad.code).toBe('INVALID_INVITATION_CODE');
    expect((await registerUsername({ username: 'invited01', affiliateCode: 'OLAGENT1' })).status).toBe(200);
  });

  it('checks e-mail availability and refuses a taken e-mail', async () => {
    expect(
      valueOf<{ available: boolean }>(
        await call(t, 'GET', '/wps/check/email', { email: 'DEMO_PLAYER@example.com' }),
      ).available,
    ).toBe(false);
    expect((await registerUsername({ username: 'mailuser1', email: 'demo_player@example.com' })).code).toBe(
      'EMAIL_EXISTS',
    );
  });
});

describe('registration by mobile', () => {
  it('registers with the SMS code from the outbox, storing E.164 without the leading 0', async () => {
    const mobile = freshMobile();
    const sent = await call(t, 'POST', '/wps/verification/sms/register', {
      mobileNum: mobile.national,
      countryDialingCode: '+92',
    });
    const value = valueOf<{ expirationTime: number; expiredMinutes: number; resendAt: number }>(sent);
    expect(value.expiredMinutes).toBe(5);
    expect(value.resendAt - Date.now()).toBeGreaterThan(50_000);
    const code = await smsCode(t, mobile.e164);
    const result = await call(t, 'PUT', '/wps/member/register/mobile', {
      mobileNum: mobile.national,
      countryDialingCode: '+92',
      verificationCode: code,
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      captcha: TEST_CAPTCHA,
      captchaId: await captchaId(),
      humanCheckToken: TEST_HUMAN_PASS,
      birthDate: ADULT_BIRTH_DATE,
    });
    expect(result.status, JSON.stringify(result)).toBe(200);
    const token = valueOf<{ token: string }>(result).token;
    const info = valueOf<{ mobileNum: string }>(
      await call(t, 'GET', '/wps/member/info', undefined, { token }),
    );
    expect(info.mobileNum).toBe(`+92${'*'.repeat(mobile.e164.length - 7)}${mobile.e164.slice(-4)}`);
  });

  it('creates nothing when the SMS code is wrong, and the code survives a wrong guess', async () => {
    const mobile = freshMobile();
    await call(t, 'POST', '/wps/verification/sms/register', {
      mobileNum: mobile.national,
      countryDialingCode: '+92',
    });
    const code = await smsCode(t, mobile.e164);
    const payload = {
      mobileNum: mobile.national,
      countryDialingCode: '+92',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      captcha: TEST_CAPTCHA,
      humanCheckToken: TEST_HUMAN_PASS,
      username: 'smsfail01',
      birthDate: ADULT_BIRTH_DATE,
    };
    const wrong = await call(t, 'PUT', '/wps/member/register/mobile', {
      ...payload,
      captchaId: await captchaId(),
      verificationCode: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.code).toBe('SMS_CODE_INVALID');
    expect(
      valueOf<{ available: boolean }>(await call(t, 'GET', '/wps/check/username', { username: 'smsfail01' }))
        .available,
    ).toBe(true);
    const right = await call(t, 'PUT', '/wps/member/register/mobile', {
      ...payload,
      captchaId: await captchaId(),
      verificationCode: code,
    });
    expect(right.status).toBe(200);
    const reused = await call(t, 'PUT', '/wps/member/register/mobile', {
      ...payload,
      username: 'smsfail02',
      captchaId: await captchaId(),
      verificationCode: code,
    });
    expect(reused.code).toBe('MOBILE_EXISTS');
  });

  it('refuses an invalid number and an already registered one', async () => {
    const bad = await call(t, 'POST', '/wps/verification/sms/register', {
      mobileNum: '0123',
      countryDialingCode: '+92',
    });
    expect(bad.code).toBe('MOBILE_INVALID');
    const taken = await call(t, 'POST', '/wps/verification/sms/register', {
      mobileNum: '03001234567',
      countryDialingCode: '+92',
    });
    expect(taken.code).toBe('MOBILE_EXISTS');
  });

  it('refuses the mobile method when the merchant switched it off', async () => {
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'REGMOBILE3', false, 'test');
    const result = await call(t, 'PUT', '/wps/member/register/mobile', {
      mobileNum: '03121112223',
      countryDialingCode: '+92',
    });
    expect(result.code).toBe('REGISTER_METHOD_DISABLED');
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'REGMOBILE3', true, 'test');
  });
});
