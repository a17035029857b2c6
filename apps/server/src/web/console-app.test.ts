import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { OPS_ADMIN_PATHS } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from '../platform/security-headers.ts';
import { type TestContext, body, createTestApp } from '../test/test-app.ts';
import { reserveConsolePaths } from './console-app.ts';

const SHELL =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/ops/assets/index-c0n5.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/ops/assets/index-c0n5.css"></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('o'.repeat(4000))});`;
const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestContext;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'openlobby-console-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  writeFileSync(path.join(distDir, 'assets/index-c0n5.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'assets/index-c0n5.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, 'assets/index-c0n5.css'), 'body{margin:0}');
  t = await createTestApp({ env: { CONSOLE_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const isShell = (response: { statusCode: number; body: string; headers: Record<string, unknown> }) =>
  response.statusCode === 200 &&
  String(response.headers['content-type']).startsWith('text/html') &&
  response.body === SHELL;

describe('the operator console under /ops/', () => {
  it.each(['/ops', '/ops/', '/ops/console/audit', '/ops/console/operators?page=2', '/ops/nothing-here'])(
    'answers a browser asking for %s with the console page, revalidated, under the lobby CSP',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: PAGE_ACCEPT } });
      expect(isShell(response)).toBe(true);
      expect(response.headers['cache-control']).toBe('no-cache');
      const lobby = computeSecurityHeaders();
      expect(response.headers['content-security-policy']).toBe(lobby['content-security-policy']);
      expect(response.headers['x-frame-options']).toBe(lobby['x-frame-options']);
      expect(response.headers['strict-transport-security']).toBe(lobby['strict-transport-security']);
    },
  );

  it('sends hashed assets cached for a year, precompressed when the browser takes brotli', async () => {
    const response = await t.app.inject({
      url: '/ops/assets/index-c0n5.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    const css = await t.app.inject({ url: '/ops/assets/index-c0n5.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers a missing asset with a JSON 404 that is not cached, even to a page request', async () => {
    const response = await t.app.inject({
      url: '/ops/assets/index-gone.js',
      headers: { accept: PAGE_ACCEPT },
    });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(String(response.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
  });

  it('keeps the operator API: its paths answer JSON even when a browser asks for a page', async () => {
    const me = await t.app.inject({ url: OPS_ADMIN_PATHS.me, headers: { accept: PAGE_ACCEPT } });
    expect(me.statusCode).toBe(401);
    expect(body(me)).toMatchObject({ code: 'OPERATOR_NOT_LOGGED_IN' });
    const audit = await t.app.inject({ url: OPS_ADMIN_PATHS.audit, headers: { accept: PAGE_ACCEPT } });
    expect(audit.statusCode).toBe(401);
    expect(audit.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers an unknown /ops path with the JSON 404 to an API client and to other methods', async () => {
    const json = await t.app.inject({
      url: '/ops/no-such-endpoint',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(body(json)).toMatchObject({ code: 'NOT_FOUND' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/ops/console/audit',
      headers: { accept: PAGE_ACCEPT, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses at start a route that would take a path the console reserves', async () => {
    const app = (await import('fastify')).default();
    reserveConsolePaths(app);
    expect(() => app.get('/ops/console/members', () => 'x')).toThrow(/console's paths/);
    expect(() => app.get('/ops/assets/logo.png', () => 'x')).toThrow(/console's paths/);
    expect(() => app.get('/ops/members', () => 'x')).not.toThrow();
    await app.close();
  });
});

describe('the operator console without a build', () => {
  it('says at /ops/ that the console is not built', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({ url: '/ops/', headers: { accept: PAGE_ACCEPT } });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('console has not been built');
      const api = await bare.app.inject({ url: OPS_ADMIN_PATHS.me });
      expect(api.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
