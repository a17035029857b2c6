/**
 * Serves the built web app under /m/: hashed assets cached for a year, brotli or gzip twins chosen
 * by Accept-Encoding, and the app shell (index.html, never cached without revalidation) for every
 * other /m path so the client router can show the right screen. `/` redirects to /m/home.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../platform/failure.ts';
import {
  computeSecurityHeaders,
  securityHeaderOptions,
  withImageOrigins,
} from '../platform/security-headers.ts';
import type { ConsolidatedSettingsValue, Language } from '@openlobby/contract';
import { createHomeShell } from './home-shell.ts';
import { readShellReader } from './shell-reader.ts';
import { missingBuildPage } from './missing-build-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHELL = 'index.html';

export const WEB_BASE = '/m';
export const HOME_PATH = '/m/home';
/** Home's spellings under /m (spec 2.1), which get the shell with home's hints and settings. */
const HOME_ROUTES = ['/', '/home', '/index', '/index.html'];

/**
 * The CSP for the shell: the global one, plus the hash of each style block the build wrote into
 * the page (its entry stylesheet, inlined so the first paint needs no second request). Nothing
 * else inline is allowed, so an injected style still cannot apply.
 */
export function shellContentSecurityPolicy(shell: string, imageOrigins: readonly string[] = []): string {
  const hashes = [...shell.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
  const options = withImageOrigins(securityHeaderOptions, imageOrigins);
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? (csp.directives ?? {}) : {};
  const styleSrc = ["'self'", ...hashes];
  const headers = computeSecurityHeaders({
    ...options,
    contentSecurityPolicy: { useDefaults: false, directives: { ...directives, styleSrc } },
  });
  return headers['content-security-policy'] ?? '';
}

export interface WebAppOptions {
  /** The settings home shows first, for this request and language; null when they cannot be had. */
  homeSettings?: (request: FastifyRequest, language: Language) => Promise<ConsolidatedSettingsValue | null>;
  /** Origins pictures may come from besides ours (an S3 picture store's public address). */
  imageOrigins?: readonly string[];
}

export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, (_request, reply) => reply.redirect(HOME_PATH, 302));

  if (!existsSync(path.join(distDir, SHELL))) {
    app.log.warn({ distDir }, 'web build missing: /m answers 503 until `npm run build` has run');
    await app.register(
      (scope, _options, done) => {
        const answer = (_request: FastifyRequest, reply: FastifyReply) =>
          reply
            .code(503)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(missingBuildPage(distDir));
        scope.get('/', hidden, answer);
        scope.get('/*', hidden, answer);
        done();
      },
      { prefix: WEB_BASE },
    );
    return;
  }

  const shellHtml = readFileSync(path.join(distDir, SHELL), 'utf8');
  const homeShell = createHomeShell(distDir, shellHtml);
  const shellCsp = shellContentSecurityPolicy(shellHtml, options.imageOrigins);
  const sendHome = async (request: FastifyRequest, reply: FastifyReply) => {
    // The page must answer even when the settings cannot be read: the client then calls for them.
    const reader = readShellReader(request.headers);
    const settings = await (options.homeSettings?.(request, reader.language) ?? Promise.resolve(null)).catch(
      (error: unknown) => {
        request.log.warn({ err: error }, 'home page sent without its settings');
        return null;
      },
    );
    return (
      reply
        .header('cache-control', REVALIDATE)
        // The page is drawn for the reader's language and download-bar cookies.
        .header('vary', 'cookie')
        .header('content-security-policy', shellCsp)
        .type('text/html; charset=utf-8')
        .send(homeShell.render(settings === null ? null : { settings, reader }))
    );
  };

  await app.register(
    async (scope) => {
      for (const route of HOME_ROUTES) scope.get(route, hidden, sendHome);
      await scope.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        wildcard: true,
        index: false,
        preCompressed: true,
        cacheControl: false,
        serveDotFiles: false,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(distDir, filePath).split(path.sep).join('/');
          // Everything outside assets/ has a fixed name: the service worker (sw.js) and the web
          // manifest above all must be revalidated, or an installed app would keep an old worker.
          reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
        },
      });

      scope.setNotFoundHandler((request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return sendFailure(request, reply.header('allow', 'GET, HEAD'), 'METHOD_NOT_ALLOWED');
        }
        // A missing hashed asset must be a 404: answering HTML where a script is expected breaks
        // the page in confusing ways (and a stale tab would cache it).
        if (request.url.startsWith(`${WEB_BASE}/assets/`)) return sendFailure(request, reply, 'NOT_FOUND');
        return reply
          .header('cache-control', REVALIDATE)
          .header('content-security-policy', shellCsp)
          .sendFile(SHELL);
      });
    },
    { prefix: WEB_BASE },
  );
}
