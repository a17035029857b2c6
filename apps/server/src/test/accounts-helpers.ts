/** Helpers for the accounts integration tests: calls through inject with the fixed test answers. */
import type { TestContext } from './test-app.ts';
import { body } from './test-app.ts';

export const TEST_HUMAN_PASS = 'TEST-HUMAN-PASS';
export const TEST_CAPTCHA = '000000';
export const TEST_SMS = '000000';
/** A date of birth that passes every merchant's age check (accounts/age.ts): registrations send it. */
export const ADULT_BIRTH_DATE = '1990-05-17';
export const ACCOUNTS_ENV = { AUTH_CHALLENGES: 'test', AUTH_RATE_LIMIT_PER_MINUTE: '100000' } as const;

export interface Call {
  readonly token?: string;
  readonly ip?: string;
  readonly headers?: Record<string, string>;
  readonly userAgent?: string;
}

export async function call(
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  options: Call = {},
) {
  const inQuery = method === 'GET' || method === 'DELETE';
  const query =
    inQuery && payload !== undefined
      ? `?${new URLSearchParams(payload as Record<string, string>).toString()}`
      : '';
  const response = await t.app.inject({
    method,
    url: `${url}${query}`,
    ...(inQuery || payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'user-agent': options.userAgent ?? 'vitest',
      ...(options.token === undefined ? {} : { authorization: options.token }),
      ...options.headers,
    },
  });
  return { status: response.statusCode, ...body(response) };
}

export function valueOf<T>(result: { success: boolean; value?: unknown; code?: string }): T {
  if (!result.success) throw new Error(`expected success, got ${String(result.code)}`);
  return result.value as T;
}

export async function loginAs(t: TestContext, username: string, password: string, extra: Call = {}) {
  return call(
    t,
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, humanCheckToken: TEST_HUMAN_PASS },
    extra,
  );
}

/**
 * Registers a member through the lobby's form (captcha and human check passed, password Abc12345,
 * an adult's date of birth).
 */
export async function register(t: TestContext, fields: Record<string, unknown>, language = 'EN') {
  const captchaId = valueOf<{ captchaId: string }>(await call(t, 'GET', '/wps/captcha')).captchaId;
  const body = {
    password: 'Abc12345',
    confirmPassword: 'Abc12345',
    captcha: TEST_CAPTCHA,
    captchaId,
    humanCheckToken: TEST_HUMAN_PASS,
    birthDate: ADULT_BIRTH_DATE,
    ...fields,
  };
  return call(t, 'PUT', '/wps/member/register', body, { headers: { language } });
}

export async function tokenFor(t: TestContext, username: string, password: string): Promise<string> {
  return valueOf<{ token: string }>(await loginAs(t, username, password)).token;
}

/** Requests a code and reads it from the development outbox, as the e2e tests do. */
export async function smsCode(t: TestContext, e164: string): Promise<string> {
  const messages = valueOf<{ body: string }[]>(await call(t, 'GET', '/wps/dev/outbox', { to: e164 }));
  const match = /(\d{6})/.exec(messages[0]?.body ?? '');
  if (match?.[1] === undefined) throw new Error(`no code in the outbox for ${e164}`);
  return match[1];
}

let counter = 0;
/** A fresh valid Pakistani mobile number (national form, leading 0) and its E.164 form. */
export function freshMobile(): { national: string; e164: string } {
  counter += 1;
  const tail = String(1_000_000 + ((Date.now() + counter * 7919) % 8_999_999)).slice(-7);
  return { national: `0312${tail}`, e164: `+92312${tail}` };
}
