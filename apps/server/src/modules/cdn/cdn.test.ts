import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBanners } from '../../content/banners.ts';
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

  it('draws every seeded banner as a 750x300 SVG with its headline', async () => {
    for (const banner of seedBanners) {
      const response = await t.app.inject({ url: `/cdn/banners/${banner.slug}.svg` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(LONG_CACHE);
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 750 300"/);
      expect(response.body).toContain(banner.art.headline);
    }
  });

  it('serves the placeholders the seeded data points at', async () => {
    for (const url of ['/cdn/img/default-game.svg', '/cdn/img/default-avatar.svg', '/cdn/img/app-icon.svg']) {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
  });
});
