import { PASSWORD_MAX_LENGTH } from '@openlobby/contract/client';
import { describe, expect, it } from 'vitest';
import { passwordLoginSchema, phoneSchema, registerSchema, smsResetSchema } from './formSchemas.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('account form schemas start from the contract', () => {
  it("refuse what the server's request schema refuses: a password over its cap, a NUL", () => {
    const login = passwordLoginSchema(false);
    const ok = { username: 'alice01', password: 'Secret123', humanCheckToken: 'pass' };
    expect(login.safeParse(ok).success).toBe(true);
    const long = login.safeParse({ ...ok, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(long.error?.issues[0]).toMatchObject({ path: ['password'], code: 'too_big' });
    expect(login.safeParse({ ...ok, username: 'ali\u0000ce' }).success).toBe(false);
  });

  it('add the spec 5 messages: blank is missing, the captcha only when shown', () => {
    expect(
      messages(
        passwordLoginSchema(true).safeParse({
          username: '  ',
          password: '',
          humanCheckToken: '',
          captcha: '',
        }),
      ),
    ).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
      humanCheckToken: 'sliderRequired',
      captcha: 'captchaRequiredLogin',
    });
  });

  it("check a number against its country's plan; registration adds the merchant's rule", () => {
    expect(messages(phoneSchema('mobileRequired').safeParse({ country: 'PK', number: '' }))).toEqual({
      '': 'mobileRequired',
    });
    expect(messages(phoneSchema(null).safeParse({ country: 'PK', number: '12345' }))).toEqual({
      '': 'mobileFormat',
    });
    expect(phoneSchema(null).safeParse({ country: 'PK', number: '' }).success).toBe(true);
    const rule = {
      name: 'mobileNum',
      enabled: true,
      required: true,
      pattern: '^3',
      min: null,
      max: null,
    } as const;
    expect(
      messages(
        registerSchema([rule]).safeParse({
          humanCheckToken: 't',
          phone: { country: 'PK', number: '4001234567' },
          birthDate: '1990-05-17',
        }),
      ),
    ).toEqual({
      phone: 'mobileFormat',
    });
  });

  it('compare the confirmation with the new password', () => {
    const reset = smsResetSchema.safeParse({
      phone: { country: 'PK', number: '3001234567' },
      verificationCode: '1234',
      newPassword: 'Secret123',
      confirmNewPassword: '',
    });
    expect(messages(reset)).toEqual({ confirmNewPassword: 'confirmRequiredChange' });
  });
});
