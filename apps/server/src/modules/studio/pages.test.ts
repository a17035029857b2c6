/**
 * The studio's pages as the lobby frame and a phone see them: framable from our own origin only,
 * no inline script, English and Urdu (right to left), one look per game, and a verify page that
 * recomputes a published vector and says loudly when a seed does not match its hash.
 */
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { VECTOR_CLIENT_SEED, VECTOR_SEED_HASH, VECTOR_SERVER_SEED } from './engine/vectors.ts';
import { pageScript } from '../../platform/page-scripts.ts';
import { STUDIO_CSS_PATH, STUDIO_JS_BASE } from './page.ts';
import { contrastRatio, slotTheme, type StudioTheme, textPairs } from './theme.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('studio pages', () => {
  it('serves the slot page framable by the lobby only, with no inline script', async () => {
    const page = await get('/studio/slot/?launch=abcdefghijklmnop1234&game=golden-dragon&lang=EN');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    // The same header on the lobby lets its game frame open /studio/ pages of our own origin.
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="en" dir="ltr"');
    expect(page.body).toContain('Golden Dragon');
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script type="application/json" id="studio-config">',
      `<script src="${pageScript('studio', STUDIO_JS_BASE).path}">`,
    ]);
    expect(page.body).not.toMatch(/ style=| on[a-z]+=/);
  });

  it('serves the dice page in Urdu, right to left, with every control named', async () => {
    const page = await get('/studio/dice/?launch=abcdefghijklmnop1234&game=dice&lang=UR');
    expect(page.body).toContain('<html lang="ur" dir="rtl"');
    expect(page.body).toContain('aria-label="جیتنے کا امکان"');
    expect(page.body).toContain('پھینکیں');
    for (const input of page.body.match(/<(select|input)[^>]*>/g) ?? []) {
      if (input.includes('type="radio"')) continue; // named by their wrapping label
      expect(input).toMatch(/aria-label=|id="client-seed"/);
    }
  });

  it('gives each slot game its own look, and every look keeps text readable in both themes', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(slotTheme('golden-dragon')).toEqual(slotTheme('golden-dragon'));
    const looks = new Set(
      ['golden-dragon', 'lucky-panda', 'ruby-tiger', 'jade-temple'].map((c) => slotTheme(c).hue),
    );
    expect(looks.size).toBeGreaterThan(1);
    const unreadable: string[] = [];
    for (const theme of ['dark', 'light'] as StudioTheme[]) {
      for (let hue = 0; hue < 360; hue += 15) {
        for (const [what, text, background] of textPairs(theme, hue)) {
          const ratio = contrastRatio(text, background);
          if (ratio < 4.5) unreadable.push(`${theme} hue ${hue} ${what}: ${ratio.toFixed(2)}`);
        }
      }
    }
    expect(unreadable).toEqual([]);
  });

  it("draws the page in the lobby's theme: light when the frame asks for it, dark otherwise", async () => {
    const light = await get(
      '/studio/slot/?launch=abcdefghijklmnop1234&game=spirit-fruits&lang=UR&cssName=light',
    );
    expect(light.body).toContain('<meta name="color-scheme" content="light">');
    expect(light.body).toMatch(/<body class="theme-light /);
    const dark = await get('/studio/slot/?launch=abcdefghijklmnop1234&game=spirit-fruits&lang=EN');
    expect(dark.body).toMatch(/<body class="theme-dark /);
    const css = (await get(STUDIO_CSS_PATH)).body;
    expect(css).toContain('.theme-light{');
    expect(css).toContain('.theme-dark{');
    // Every colour the light palette lists reaches the stylesheet.
    for (const [, text, background] of textPairs('light', slotTheme('spirit-fruits').hue)) {
      expect(css).toContain(text);
      expect(css).toContain(background);
    }
  });

  it('serves the script and stylesheet as cacheable assets', async () => {
    const css = await get(STUDIO_CSS_PATH);
    const js = await get(pageScript('studio', STUDIO_JS_BASE).path);
    expect(js.statusCode).toBe(200);
    expect((await get(`${STUDIO_JS_BASE}-000000000000.js`)).statusCode).toBe(404);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['cache-control']).toContain('immutable');
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.headers['cache-control']).toContain('immutable');
    // The bundled script must at least compile here (page-script.test.ts runs it).
    expect(() => new Script(js.body)).not.toThrow();
  });

  it('recomputes a round on the verify page and reports a tampered seed', async () => {
    const query = `engine=slot&clientSeed=${VECTOR_CLIENT_SEED}&nonce=5&serverSeedHash=${VECTOR_SEED_HASH}`;
    const good = await get(`/studio/verify?${query}&serverSeed=${VECTOR_SERVER_SEED}`);
    expect(good.body).toContain('The seed matches the hash shown before play.');
    expect(good.body).toContain('<code>24, 2, 11</code>');
    const forged = `${VECTOR_SERVER_SEED.slice(0, -1)}0`;
    const bad = await get(`/studio/verify?${query}&serverSeed=${forged}&lang=UR`);
    expect(bad.body).toContain('چھیڑ چھاڑ');
    const api = await t.app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: {
        engine: 'dice',
        serverSeed: forged,
        serverSeedHash: VECTOR_SEED_HASH,
        clientSeed: 'x',
        nonce: 0,
      },
    });
    expect(api.json()).toMatchObject({ success: true, value: { hashMatches: false } });
  });

  it('answers malformed studio calls with a stable code, never a 500', async () => {
    const noSession = await t.app.inject({ method: 'GET', url: '/studio/api/rounds' });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toMatchObject({ code: 'STUDIO_SESSION_EXPIRED' });
    const badBody = await t.app.inject({ method: 'POST', url: '/studio/api/play', payload: { stake: 5 } });
    expect(badBody.statusCode).toBeLessThan(500);
    const badEngine = await get('/studio/poker/');
    expect(badEngine.statusCode).toBeLessThan(500);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/studio/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"launchToken":',
    });
    expect(notJson.statusCode).toBe(400);
    const colonSeed = await t.app.inject({
      method: 'POST',
      url: '/studio/api/verify',
      payload: { engine: 'slot', serverSeed: 'x', clientSeed: 'a:b', nonce: -1 },
    });
    expect(colonSeed.statusCode).toBe(400);
    const halfForm = await get('/studio/verify?serverSeed=abc&clientSeed=&nonce=x&lang=EN');
    expect(halfForm.statusCode).toBe(200);
    expect(halfForm.body).toContain('Check the fields');
  });
});
