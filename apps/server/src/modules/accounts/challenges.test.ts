import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, TEST_CAPTCHA, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { humanLike } from './challenges.ts';

let t: TestContext;
let clock = Date.now();
const TARGET = 120;
beforeAll(async () => {
  t = await createTestApp({
    env: ACCOUNTS_ENV,
    accounts: { now: () => new Date(clock), sliderTarget: () => TARGET },
  });
});
afterAll(async () => {
  await t.close();
});

/** A person's drag: accelerates, slows down, ends on the gap. */
const humanTrail = [0, 8, 25, 55, 90, 110, 118, 120].map((x, i) => ({ x, t: i * 60 }));

async function captcha(userAgent = 'vitest') {
  return valueOf<{ captchaId: string; image: string; length: number; expiresAt: number }>(
    await call(t, 'GET', '/wps/captcha', undefined, { userAgent }),
  );
}

function registerWith(
  captchaId: string,
  answer: string,
  userAgent = 'vitest',
  humanCheckToken = 'TEST-HUMAN-PASS',
) {
  return call(
    t,
    'PUT',
    '/wps/member/register',
    {
      username: 'challenge1',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      captcha: answer,
      captchaId,
      humanCheckToken,
    },
    { userAgent },
  );
}

describe('captcha', () => {
  it('is a server-made SVG picture with digits drawn as paths, not text', async () => {
    const value = await captcha();
    expect(value.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(value.image.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect(value.expiresAt - clock).toBe(120_000);
  });

  it('refuses a wrong, reused, expired or other-client captcha', async () => {
    const wrong = await captcha();
    expect((await registerWith(wrong.captchaId, '999999')).code).toBe('CAPTCHA_INVALID');
    // One guess per picture: the right answer no longer works after a wrong one.
    expect((await registerWith(wrong.captchaId, TEST_CAPTCHA)).code).toBe('CAPTCHA_INVALID');
    const otherClient = await captcha('other-browser');
    expect((await registerWith(otherClient.captchaId, TEST_CAPTCHA)).code).toBe('CAPTCHA_INVALID');
    const expired = await captcha();
    clock += 121_000;
    expect((await registerWith(expired.captchaId, TEST_CAPTCHA)).code).toBe('CAPTCHA_INVALID');
    const good = await captcha();
    expect((await registerWith(good.captchaId, TEST_CAPTCHA)).status).toBe(200);
  });
});

describe('slider human check', () => {
  const challenge = async (action: string) =>
    valueOf<{
      challengeId: string;
      trackWidth: number;
      pieceWidth: number;
      background: string;
      piece: string;
    }>(await call(t, 'GET', '/wps/captcha/slider', { action }));
  const verify = (challengeId: string, x: number, trail = humanTrail) =>
    call(t, 'POST', '/wps/captcha/slider', { challengeId, x, trail });
  const login = (humanCheckToken: string) =>
    call(t, 'POST', '/wps/session/login', {
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      humanCheckToken,
    });

  it('issues a puzzle and a single-use pass token bound to its action', async () => {
    const c = await challenge('login');
    expect(c.trackWidth).toBeGreaterThan(c.pieceWidth);
    expect(c.background.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const pass = valueOf<{ passToken: string }>(await verify(c.challengeId, 121));
    expect((await login(pass.passToken)).status).toBe(200);
    expect((await login(pass.passToken)).code).toBe('HUMAN_CHECK_FAILED');
  });

  it('refuses a wrong offset, a one-step drag, a reused challenge and another action', async () => {
    const wrong = await challenge('login');
    expect((await verify(wrong.challengeId, 60)).code).toBe('HUMAN_CHECK_FAILED');
    expect((await verify(wrong.challengeId, TARGET)).code).toBe('HUMAN_CHECK_FAILED');
    const bot = await challenge('login');
    expect(
      (
        await verify(bot.challengeId, TARGET, [
          { x: 0, t: 0 },
          { x: TARGET, t: 1 },
        ])
      ).code,
    ).toBe('HUMAN_CHECK_FAILED');
    const register = await challenge('register');
    const pass = valueOf<{ passToken: string }>(await verify(register.challengeId, TARGET));
    expect((await login(pass.passToken)).code).toBe('HUMAN_CHECK_FAILED');
    const expired = await challenge('login');
    const late = valueOf<{ passToken: string }>(await verify(expired.challengeId, TARGET));
    clock += 121_000;
    expect((await login(late.passToken)).code).toBe('HUMAN_CHECK_FAILED');
  });

  it('tells a human drag from a scripted one', () => {
    expect(humanLike(TARGET, TARGET, humanTrail)).toBe(true);
    const linear = Array.from({ length: 13 }, (_, i) => ({ x: i * 10, t: i * 50 }));
    expect(humanLike(TARGET, TARGET, linear)).toBe(false);
    expect(
      humanLike(
        TARGET,
        TARGET,
        humanTrail.map((p) => ({ ...p, t: 0 })),
      ),
    ).toBe(false);
  });
});
