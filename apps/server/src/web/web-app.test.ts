import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import {
  BOOT_SETTINGS_ELEMENT_ID,
  type ConsolidatedSettingsValue,
  SCREEN_MODULES_ELEMENT_ID,
} from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, body, createTestApp } from '../test/test-app.ts';

/** Every path of the spec's route table (section 2.1) except `/`, which redirects. */
const ROUTE_TABLE_PATHS = [
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/changePsw',
  '/m/forget',
  '/m/help',
  '/m/helpDetail?p=1&c=0',
  '/m/notice',
  '/m/message',
  '/m/messages',
  '/m/webEmail',
  '/m/activity',
  '/m/game',
  '/m/gameList?gameType=RNG&type=hot',
  '/m/lottery',
  '/m/startLottery',
  '/m/launchGame?playType=trad&gameId=1',
  '/m/app',
  '/m/member/home',
  '/m/member/manualRebate',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/gameRecord',
  '/m/rewardCenter',
  '/m/inviteFriends',
  '/m/slotsCenter',
  '/m/trail',
  '/m/gameCenter',
];

/** Home's spellings: they get the shell plus home's hints and settings (web/home-shell.ts). */
const HOME_PATHS = new Set(['/m', '/m/', '/m/index', '/m/index.html', '/m/home']);

const INLINE_CSS = 'body{margin:0}';
const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><script type="module" src="/m/assets/index-abc123.js"></script>' +
  `<link rel="modulepreload" crossorigin href="/m/assets/framework-1.js"><style>${INLINE_CSS}</style></head>` +
  '<body><div id="root"></div></body></html>';
/** Vite's manifest as the build writes it: home's lazy chunk, its styles and its imports. */
const VITE_MANIFEST = {
  'src/main.tsx': { file: 'assets/index-abc123.js', imports: ['_framework.js'] },
  _framework: { file: 'assets/framework-1.js' },
  'src/app/screens/HomeScreen.tsx': {
    file: 'assets/HomeScreen-2.js',
    imports: ['_framework', '_rewards'],
    css: ['assets/HomeScreen-3.css'],
  },
  _rewards: { file: 'assets/rewards-4.js' },
};
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const WORKER = `self.addEventListener('fetch', () => {}); // ${'w'.repeat(2000)}`;
const MANIFEST = JSON.stringify({ name: 'OpenLobby', start_url: '/m/home' });

let t: TestContext;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'openlobby-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite/manifest.json'), JSON.stringify(VITE_MANIFEST));
  writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(distDir, 'sw.js'), WORKER);
  writeFileSync(path.join(distDir, 'sw.js.br'), brotliCompressSync(WORKER));
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(path.join(distDir, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('production serving of the web app', () => {
  it('redirects / to /m/home', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/m/home');
  });

  it.each(ROUTE_TABLE_PATHS)('serves the app shell at %s without long caching', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    if (!HOME_PATHS.has(url)) expect(response.body).toBe(SHELL);
    else {
      // Home's data goes just before </head> and its top into the root; the rest is untouched.
      expect(response.body.endsWith('</div>\n  </body></html>')).toBe(true);
      expect(response.body).toContain(
        SHELL.slice(SHELL.indexOf('<link rel="modulepreload"'), SHELL.indexOf('</head>')),
      );
      expect(response.headers.vary).toMatch(/cookie/i);
    }
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends pages and their scripts with the strict page CSP, not the API set', async () => {
    for (const url of ['/m/home', '/m/assets/index-abc123.js']) {
      const response = await t.app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self' ws: wss:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("allows the page's own inline stylesheet by its hash, and no other inline style", async () => {
    const hash = createHash('sha256').update(INLINE_CSS).digest('base64');
    for (const url of ['/m/home', '/m/login']) {
      const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
      expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toContain('unsafe-inline');
    }
  });

  it("lists home's chunk and styles, asks for its first banner first, and carries its settings", async () => {
    const response = await t.app.inject({ url: '/m/home' });
    const html = response.body;
    const list = new RegExp(
      `<script type="application/json" id="${SCREEN_MODULES_ELEMENT_ID}">([^<]*)</script>`,
    ).exec(html);
    // Already named by the entry (framework-1.js): not twice.
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual([
      '/m/assets/HomeScreen-2.js',
      '/m/assets/rewards-4.js',
      '/m/assets/HomeScreen-3.css',
    ]);

    const island = new RegExp(
      `<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}" data-language="EN">([^<]*)</script>`,
    ).exec(html);
    expect(island).not.toBeNull();
    const settings = JSON.parse(island?.[1] ?? '') as ConsolidatedSettingsValue;
    const api = body(await t.app.inject({ url: '/wps/system/settings/consolidated' }))
      .value as ConsolidatedSettingsValue;
    expect(settings).toEqual(api);
    const first = settings.banners.find((banner) => banner.groupName === 'm_home');
    expect(first).toBeDefined();
    expect(
      html.indexOf(`<link rel="preload" as="image" fetchpriority="high" href="${first?.url ?? ''}">`),
    ).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain(`src="${first?.url ?? ''}"`);
    expect(html.indexOf(BOOT_SETTINGS_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('draws home for a reader of Urdu, from their language cookie: direction, settings and banner', async () => {
    const response = await t.app.inject({ url: '/m/home', headers: { cookie: 'ol_lang=UR' } });
    const html = response.body;
    expect(html).toContain('<html lang="ur" dir="rtl">');
    const island = new RegExp(
      `<script type="application/json" id="${BOOT_SETTINGS_ELEMENT_ID}" data-language="UR">([^<]*)</script>`,
    ).exec(html);
    const settings = JSON.parse(island?.[1] ?? 'null') as ConsolidatedSettingsValue;
    const api = body(
      await t.app.inject({ url: '/wps/system/settings/consolidated', headers: { language: 'UR' } }),
    ).value as ConsolidatedSettingsValue;
    expect(settings).toEqual(api);
    const first = settings.banners.find((banner) => banner.groupName === 'm_home');
    expect(first?.url).toMatch(/\.ur\./);
    expect(html).toContain(`src="${first?.url ?? 'none'}"`);
  });

  it('serves the shell for unknown app paths so the client can fall back to home', async () => {
    const response = await t.app.inject({ url: '/m/no/such/screen' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await t.app.inject({
      url: '/m/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the precompressed brotli twin when accepted, gzip otherwise', async () => {
    const br = await t.app.inject({
      url: '/m/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({
      url: '/m/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with a 404, never with the shell', async () => {
    const response = await t.app.inject({ url: '/m/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('NOT_FOUND');
  });

  it('revalidates other files of the build', async () => {
    const response = await t.app.inject({ url: '/m/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the service worker as JavaScript that is always revalidated, compressed or not', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await t.app.inject({ url: '/m/sw.js', headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      // Browsers refuse to register a worker served with a non-JavaScript type.
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const text = encoding === 'br' ? brotliDecompressSync(response.rawPayload).toString() : response.body;
      expect(text).toBe(WORKER);
    }
  });

  it('serves the web manifest with its own type, revalidated', async () => {
    const response = await t.app.inject({ url: '/m/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(response.body)).toEqual(JSON.parse(MANIFEST));
  });

  it('lets the page register its own-origin service worker and manifest under the CSP', async () => {
    const csp = String((await t.app.inject({ url: '/m/home' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('refuses other methods on app paths', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/m/home', payload: {} });
    expect(response.statusCode).toBe(405);
    expect(body(response).code).toBe('METHOD_NOT_ALLOWED');
  });

  it.each([
    '/wps/unknown',
    '/lgw/unknown',
    '/lotto/unknown',
    '/cdn/unknown',
    '/docs/unknown',
    '/healthz/unknown',
    '/readyz/x',
    '/unknown',
  ])('keeps %s out of the shell: JSON 404', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(body(response).code).toBe('NOT_FOUND');
  });

  it('does not serve files outside the build', async () => {
    const response = await t.app.inject({ url: '/m/..%2f..%2fpackage.json' });
    expect(response.body).not.toContain('"dependencies"');
  });
});

describe('without a web build', () => {
  it('answers /m paths with a 503 page that says to run npm run build', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ url: '/m/home' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build');
      expect((await bare.app.inject({ url: '/wps/system/status' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
