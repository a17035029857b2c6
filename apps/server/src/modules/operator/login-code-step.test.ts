/**
 * The second step of an operator login: with the right password and no code the server asks for
 * the code (the console then shows its field); a wrong password never learns whether a code is
 * needed, and asking does not clear the backoff, so it is no cheaper a way to test passwords.
 * Runs on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call } from '../../test/accounts-helpers.ts';
import { TEST_SERVER_SECRET, type TestContext, createTestApp } from '../../test/test-app.ts';
import { createOperatorAuth, operatorAuthOptions } from './auth.ts';
import { OPERATOR_POLICY } from './login-throttle.ts';
import { createOperatorRepository } from './repository.ts';

const PASSWORD = 'operator-password-code-step';
let t: TestContext;

const auth = () =>
  createOperatorAuth(
    createOperatorRepository(t.database.db),
    60,
    () => new Date(),
    operatorAuthOptions(t.config, TEST_SERVER_SECRET),
  );
const login = (username: string, password: string, otp?: string, ip = `client-of-${username}`) =>
  call(t, 'POST', '/ops/session', { username, password, otp }, { ip, headers: { language: 'UR' } });

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  await t.close();
});

describe('operator login, second step', () => {
  it('asks for the code, in the reader language, only once the password is right', async () => {
    const enrolment = await auth().create('ops_step', PASSWORD, { totp: true });
    expect(await login('ops_step', PASSWORD)).toMatchObject({
      status: 401,
      code: 'OPERATOR_OTP_REQUIRED',
      message: 'اپنی تصدیقی ایپ سے کوڈ درج کریں',
    });
    expect(await login('ops_step', 'wrong-password-5678')).toMatchObject({ code: 'OPERATOR_LOGIN_FAILED' });
    const code = (URI.parse(enrolment?.otpauthUri ?? '') as TOTP).generate();
    expect(await login('ops_step', PASSWORD, code)).toMatchObject({ status: 200 });
  });

  it('counts the code-less step against the backoff like a failed login', async () => {
    await auth().create('ops_step_count', PASSWORD, { totp: true });
    for (let i = 0; i < OPERATOR_POLICY.backoffFrom; i += 1)
      expect(await login('ops_step_count', PASSWORD)).toMatchObject({ code: 'OPERATOR_OTP_REQUIRED' });
    expect(await login('ops_step_count', PASSWORD)).toMatchObject({ status: 429, code: 'OPERATOR_LOCKED' });
  });

  it('still says nothing about a code to an operator without one', async () => {
    await auth().create('ops_step_plain', PASSWORD);
    expect(await login('ops_step_plain', PASSWORD)).toMatchObject({ status: 200 });
  });
});
