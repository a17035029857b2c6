import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@openlobby/contract';
import { seedBanners } from '../../content/banners.ts';
import { render, svg } from '../../platform/html.ts';
import { type TestContext, body, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LONG_CACHE = 'public, max-age=31536000, immutable';

describe('image CDN', () => {
  it('serves national flags as SVG with long caching, in any letter case', async () => {
    for (const url of ['/cdn/flags/PK.svg', '/cdn/flags/us.svg']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe(LONG_CACHE);
      expect(response.body).toMatch(/<svg/);
    }
  });

  it('answers unknown flags and path tricks with a JSON 404', async () => {
    for (const url of [
      '/cdn/flags/ZZ.svg',
      '/cdn/flags/..%2f..%2fpackage.json',
      '/cdn/flags/PK.png',
      '/cdn/flags/PAK.svg',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(body(response).code).toBe('NOT_FOUND');
    }
  });

  it('draws every seeded banner in every language as a 750x300 SVG with its headline', async () => {
    for (const banner of seedBanners) {
      for (const language of LANGUAGES) {
        const response = await t.app.inject({
          url: `/cdn/banners/${banner.slug}.${language.toLowerCase()}.svg`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.headers['cache-control']).toBe(LONG_CACHE);
        expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 750 300"/);
        expect(response.body).toContain(
          render(svg`${banner.art.text[language].headline.replace(/\d.*/, '')}`),
        );
      }
    }
  });

  it('sends every seeded banner in every language as a 750x300 WebP, drawn and cached', async () => {
    for (const banner of seedBanners) {
      for (const language of LANGUAGES) {
        const response = await t.app.inject({
          url: `/cdn/banners/${banner.slug}.${language.toLowerCase()}.webp`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe(LONG_CACHE);
        expect(await sharp(response.rawPayload).metadata()).toMatchObject({
          format: 'webp',
          width: 750,
          height: 300,
        });
      }
    }
    expect((await t.app.inject({ url: '/cdn/banners/no-such-banner.webp' })).statusCode).toBe(404);
  });

  it('draws the headline inside the picture on the text side, in both directions', async () => {
    // The headline's band (y 100-150), on the text side: English on the left, Urdu on the right.
    // White lettering there means the line was laid out inside the picture, not past its edge.
    const whiteIn = async (url: string, left: number): Promise<number> => {
      const { rawPayload } = await t.app.inject({ url });
      const { data, info } = await sharp(rawPayload)
        .extract({ left, top: 100, width: 300, height: 50 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let white = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if ((data[i] ?? 0) > 235 && (data[i + 1] ?? 0) > 235 && (data[i + 2] ?? 0) > 235) white += 1;
      }
      return white / (info.width * info.height);
    };
    for (const banner of seedBanners) {
      expect(await whiteIn(`/cdn/banners/${banner.slug}.en.webp`, 40)).toBeGreaterThan(0.05);
      expect(await whiteIn(`/cdn/banners/${banner.slug}.ur.webp`, 410)).toBeGreaterThan(0.05);
    }
  });

  it('keeps the unsuffixed banner address as the English art', async () => {
    const [banner] = seedBanners;
    if (banner === undefined) throw new Error('no seeded banners');
    const legacy = await t.app.inject({ url: `/cdn/banners/${banner.slug}.svg` });
    const english = await t.app.inject({ url: `/cdn/banners/${banner.slug}.en.svg` });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.headers['cache-control']).toBe(LONG_CACHE);
    expect(legacy.body).toBe(english.body);
    expect((await t.app.inject({ url: `/cdn/banners/${banner.slug}.fr.svg` })).statusCode).toBe(404);
  });

  it('lays the Urdu art out right to left in Urdu, in fonts that have its letters', async () => {
    for (const banner of seedBanners) {
      const svg = (await t.app.inject({ url: `/cdn/banners/${banner.slug}.ur.svg` })).body;
      // Each line is a right-to-left embedding anchored at its end (see banner-svg.ts).
      expect(svg).toContain('text-anchor="end">\u202B');
      expect(svg).toContain('Noto Naskh Arabic');
      expect(svg).toMatch(/[\u0600-\u06FF]{3}/);
      expect(svg).not.toMatch(/NEW MEMBERS|CLAIM NOW|PLAY LOTTERY|WATCH LIVE/);
      const english = (await t.app.inject({ url: `/cdn/banners/${banner.slug}.en.svg` })).body;
      expect(english).not.toContain('\u202B');
      expect(english).not.toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('uses no character that only CJK or symbol fonts have (they showed as empty boxes)', async () => {
    for (const banner of seedBanners) {
      for (const language of LANGUAGES) {
        const svg = (await t.app.inject({ url: `/cdn/banners/${banner.slug}.${language.toLowerCase()}.svg` }))
          .body;
        // Fullwidth forms (U+FFE5 ￥ among them), CJK, and the miscellaneous symbols (♥ ♠ ★…).
        expect(svg).not.toMatch(/[\uFF00-\uFFEF\u3000-\u9FFF\u2600-\u27BF]/);
      }
    }
  });

  it('serves the placeholders the seeded data points at', async () => {
    for (const url of ['/cdn/img/default-game.svg', '/cdn/img/default-avatar.svg', '/cdn/img/app-icon.svg']) {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
  });
});
