/**
 * The player's side of a console spec, through the lobby's own API on the suite's server: members
 * registered and logged in the way the lobby does it (the demo's fixed challenge answers, which
 * AUTH_CHALLENGES=test allows only in the demo).
 */
import { expect } from '@playwright/test';
import { E2E_BASE_URL } from './server.ts';

export const MEMBER_PASSWORD = 'Member1234';
const TEST_CAPTCHA = '000000';
const TEST_HUMAN_PASS = 'TEST-HUMAN-PASS';

export interface LobbyAnswer {
  readonly success: boolean;
  readonly code?: string;
  readonly value?: unknown;
}

/** One lobby call as the web app makes it; the answer as it came, success or not. */
export async function lobbyCall(
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<LobbyAnswer> {
  const response = await fetch(`${E2E_BASE_URL}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token === undefined ? {} : { authorization: options.token }),
    },
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
  return (await response.json()) as LobbyAnswer;
}

/** A lobby call that must succeed: its value. */
export async function lobbyValue(
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<unknown> {
  const answer = await lobbyCall(method, path, options);
  expect(answer, `${method} ${path}`).toMatchObject({ success: true });
  return answer.value;
}

/** A date of birth that passes every merchant's age check: registrations send it. */
export const ADULT_BIRTH_DATE = '1990-05-17';

/** A new member, registered the way the lobby registers one (captcha and human check answered). */
export async function registerMember(username: string): Promise<void> {
  const { captchaId } = (await lobbyValue('GET', '/wps/captcha')) as { captchaId: string };
  await lobbyValue('PUT', '/wps/member/register', {
    body: {
      username,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      email: `${username}@example.com`,
      captcha: TEST_CAPTCHA,
      captchaId,
      humanCheckToken: TEST_HUMAN_PASS,
      registerMethod: 'H5',
      birthDate: ADULT_BIRTH_DATE,
    },
  });
}

/** The lobby's login of a member, answered as it came (a locked member is refused). */
export function memberLogin(username: string): Promise<LobbyAnswer> {
  return lobbyCall('POST', '/wps/session/login', {
    body: { type: 'username', username, password: MEMBER_PASSWORD, humanCheckToken: TEST_HUMAN_PASS },
  });
}

/** A member registered and logged in: its session token. */
export async function memberToken(username: string): Promise<string> {
  await registerMember(username);
  const login = await memberLogin(username);
  expect(login, `login of ${username}`).toMatchObject({ success: true });
  return (login.value as { token: string }).token;
}
