import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, ADULT_BIRTH_DATE, TEST_CAPTCHA, call, valueOf } from '../../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { humanLike } from './challenges.ts';

let t: TestContext;
let clock = Date.now();
const TARGET = 120;
let target = TARGET;
let digits = '4827';
beforeAll(async () => {
  t = await createTestApp({
    env: ACCOUNTS_ENV,
    accounts: { now: () => new Date(clock), sliderTarget: () => target, captchaAnswer: () => digits },
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

/** The bytes of a picture sent as a data URL; fails unless it is a base64 WebP. */
function webpBytes(dataUrl: string): Buffer {
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  expect(match, dataUrl.slice(0, 40)).not.toBeNull();
  return Buffer.from(match?.[1] ?? '', 'base64');
}

/** Decodes a picture and checks it carries pixels only: no markup, no text, no metadata. */
async function rasterOnly(dataUrl: string) {
  const bytes = webpBytes(dataUrl);
  expect(bytes.toString('latin1')).not.toMatch(/<svg|<path|<text|viewBox/i);
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: 'webp' });
  expect(meta.exif ?? meta.xmp ?? meta.icc ?? meta.iptc).toBeUndefined();
  return { bytes, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha };
}

/** The share of pixels where a colour channel differs by more than a fifth between two pictures. */
async function differingShare(a: string, b: string): Promise<number> {
  const rgb = (url: string) => sharp(webpBytes(url)).removeAlpha().raw().toBuffer();
  const [pa, pb] = await Promise.all([rgb(a), rgb(b)]);
  expect(pa.length).toBe(pb.length);
  let differing = 0;
  for (let i = 0; i < pa.length; i += 3) {
    const channels = [0, 1, 2].map((c) => Math.abs((pa[i + c] ?? 0) - (pb[i + c] ?? 0)));
    if (Math.max(...channels) > 51) differing += 1;
  }
  return differing / (pa.length / 3);
}

/** The response without its pictures, as the text a script would search. */
function withoutPictures(value: object): string {
  return JSON.stringify(value, (key, field: unknown) =>
    ['image', 'background', 'piece'].includes(key) ? undefined : field,
  );
}

function registerWith(
  captchaId: string,
  answer: string,
  userAgent = 'vitest',
  humanCheckToken = 'TEST-HUMAN-PASS',
  username = 'challenge1',
) {
  return call(
    t,
    'PUT',
    '/wps/member/register',
    {
      username,
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      captcha: answer,
      captchaId,
      humanCheckToken,
      birthDate: ADULT_BIRTH_DATE,
    },
    { userAgent },
  );
}

describe('captcha', () => {
  it('is a WebP picture; nothing else in the response depends on the digits', async () => {
    digits = '4827';
    const first = await captcha();
    const picture = await rasterOnly(first.image);
    expect(picture).toMatchObject({ width: 250, height: 100 });
    expect(withoutPictures(first)).not.toContain('4827');
    expect(first.expiresAt - clock).toBe(120_000);
    // Other digits: the same fields, sizes and picture dimensions.
    digits = '1190';
    const second = await captcha();
    const shape = ({ captchaId: _id, image: _image, ...rest }: typeof first) => rest;
    expect(shape(second)).toEqual(shape(first));
    expect(await rasterOnly(second.image)).toMatchObject({ width: 250, height: 100 });
  });

  it('says how many digits its picture shows, so the form can tell the player', async () => {
    digits = '4827';
    expect((await captcha()).length).toBe(4);
    // An answer of another length: the count follows the digits drawn, not a constant.
    digits = '000000';
    expect((await captcha()).length).toBe(6);
  });

  it('draws the same digits differently every time, so no template lines up', async () => {
    digits = '5555';
    const [a, b] = [await captcha(), await captcha()];
    expect(a.image).not.toBe(b.image);
    // Glyphs move, turn and bend and the noise changes: much more than a few pixels differ.
    expect(await differingShare(a.image, b.image)).toBeGreaterThan(0.15);
  });

  it('accepts the digits in the picture and refuses others', async () => {
    digits = '3061';
    const wrong = await captcha();
    expect((await registerWith(wrong.captchaId, '3062', 'vitest', undefined, 'captcha2')).code).toBe(
      'CAPTCHA_INVALID',
    );
    const right = await captcha();
    expect((await registerWith(right.captchaId, '3061', 'vitest', undefined, 'captcha2')).status).toBe(200);
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
      action: string;
      trackWidth: number;
      trackHeight: number;
      pieceWidth: number;
      background: string;
      piece: string;
      expiresAt: number;
    }>(await call(t, 'GET', '/wps/captcha/slider', { action }));
  type Challenge = Awaited<ReturnType<typeof challenge>>;
  const shape = ({ challengeId: _id, background: _b, piece: _p, ...rest }: Challenge) => rest;

  /**
   * Where the piece fits, read from pixels alone: the left edge (in puzzle units) at which the
   * piece, darkened like the gap, differs least from the background.
   */
  async function bestFit(c: Challenge): Promise<number> {
    const decode = (url: string) =>
      sharp(webpBytes(url)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const [bg, piece] = await Promise.all([decode(c.background), decode(c.piece)]);
    const scale = bg.info.width / c.trackWidth;
    let best = { x: -1, cost: Infinity };
    for (let dx = 0; dx + piece.info.width <= bg.info.width; dx += 1) {
      let cost = 0;
      let counted = 0;
      for (let y = 0; y < piece.info.height; y += 1) {
        for (let x = 2; x < piece.info.width - 2; x += 1) {
          const p = (y * piece.info.width + x) * 4;
          if ((piece.data[p + 3] ?? 0) < 255) continue;
          const b = (y * bg.info.width + x + dx) * 4;
          for (let ch = 0; ch < 3; ch += 1)
            cost += Math.abs((piece.data[p + ch] ?? 0) * 0.55 - (bg.data[b + ch] ?? 0));
          counted += 1;
        }
      }
      if (counted > 0 && cost / counted < best.cost) best = { x: dx / scale, cost: cost / counted };
    }
    return best.x;
  }
  const verify = (challengeId: string, x: number, trail = humanTrail) =>
    call(t, 'POST', '/wps/captcha/slider', { challengeId, x, trail });
  const login = (humanCheckToken: string) =>
    call(t, 'POST', '/wps/session/login', {
      type: 'username',
      username: 'demo_player',
      password: 'Demo1234',
      humanCheckToken,
    });

  it('sends WebP pictures; no field or picture size depends on where the gap is', async () => {
    target = 60;
    const left = await challenge('login');
    target = 200;
    const right = await challenge('login');
    target = TARGET;
    expect(shape(right)).toEqual(shape(left));
    expect(withoutPictures(left)).not.toMatch(/\b60\b/);
    expect(withoutPictures(right)).not.toMatch(/\b200\b/);
    const sizes = async (c: Challenge) => ({
      background: await rasterOnly(c.background),
      piece: await rasterOnly(c.piece),
    });
    const [a, b] = [await sizes(left), await sizes(right)];
    // The piece is a strip one piece wide and the picture's full height, wherever the gap is.
    expect(a.piece).toMatchObject({ width: 66, height: 210, hasAlpha: true });
    expect(b.piece).toMatchObject({ width: a.piece.width, height: a.piece.height });
    expect(b.background).toMatchObject({ width: a.background.width, height: a.background.height });
    // The gap exists only in the pixels, where the answer says.
    expect(Math.abs((await bestFit(left)) - 60)).toBeLessThanOrEqual(2);
    expect(Math.abs((await bestFit(right)) - 200)).toBeLessThanOrEqual(2);
  });

  it('draws every puzzle anew, even with the gap at the same place', async () => {
    const [a, b] = [await challenge('login'), await challenge('login')];
    expect(await differingShare(a.background, b.background)).toBeGreaterThan(0.2);
    expect(a.piece).not.toBe(b.piece);
  });

  it('issues a puzzle and a single-use pass token bound to its action', async () => {
    const c = await challenge('login');
    expect(c.trackWidth).toBeGreaterThan(c.pieceWidth);
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
