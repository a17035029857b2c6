/**
 * Serves the built operator console (apps/console) under /ops/, beside the operator API that lives
 * under the same prefix. The page is at /ops/ and its screens at /ops/console/...; hashed assets
 * are at /ops/assets/ and cached for a year (brotli or gzip twins chosen by Accept-Encoding).
 *
 * Any other unmatched GET under /ops that a browser asks for as a page (Accept names text/html)
 * gets the page too, so a reload or a typed address shows the console's own answer. An API path
 * always wins, since it is a registered route and this is only the not-found answer; everything
 * else (an API client, another method, a missing asset) still gets the JSON 404 of every API.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { opsAccess } from '../modules/operator/gate.ts';
import { sendFailure } from '../platform/failure.ts';
import { html, render } from '../platform/html.ts';
import { shellContentSecurityPolicy } from './web-app.ts';

export const CONSOLE_BASE = '/ops';
/** The console's screens live under this part of /ops, which no API route may take. */
export const CONSOLE_SCREENS = '/ops/console';
const ASSETS = '/ops/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHELL = 'index.html';

const public_ = { schema: { hide: true }, config: opsAccess('public') };

/** A browser asking for a page: a navigation's Accept names text/html, fetch()'s JSON calls do not. */
const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  /\btext\/html\b/i.test(request.headers.accept ?? '');

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';

function missingConsolePage(distDir: string): string {
  return render(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>OpenLobby: console not built</title></head>
<body>
<h1>The operator console has not been built</h1>
<p>The server is running, but it found no console build in <code>${distDir}</code>.</p>
<p>Run <code>npm run build</code> in the repository root, then reload this page.</p>
</body></html>`);
}

/**
 * No route but the console's own may sit where its screens and files are, so a reload there always
 * finds the console, never an API answer. Call before any /ops route is registered.
 */
export function reserveConsolePaths(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const url = route.url;
    const reserved = [CONSOLE_SCREENS, ASSETS.slice(0, -1)].some(
      (prefix) => url === prefix || url.startsWith(`${prefix}/`),
    );
    if (reserved && route.config?.consoleFile !== true)
      throw new Error(`${url} lies under the console's paths (${CONSOLE_SCREENS}, ${ASSETS})`);
  });
}

export async function registerConsoleApp(
  app: FastifyInstance,
  distDir: string,
  imageOrigins: readonly string[] = [],
): Promise<void> {
  if (!existsSync(path.join(distDir, SHELL))) {
    app.log.warn({ distDir }, 'console build missing: /ops/ answers 503 until `npm run build` has run');
    app.get(CONSOLE_BASE, public_, (_request, reply) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(missingConsolePage(distDir)),
    );
    return;
  }

  const shellHtml = readFileSync(path.join(distDir, SHELL), 'utf8');
  const shellCsp = shellContentSecurityPolicy(shellHtml, imageOrigins);
  const sendShell = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', shellCsp)
      .type('text/html; charset=utf-8')
      .send(shellHtml);
  const consoleFile = { ...public_, config: { ...public_.config, consoleFile: true } };

  await app.register(
    async (scope) => {
      // Only reply.sendFile: the routes are ours, so each declares its operator access.
      await scope.register(fastifyStatic, {
        root: distDir,
        serve: false,
        preCompressed: true,
        cacheControl: false,
        serveDotFiles: false,
        // Set only when a file is found: a missing asset's 404 must not be cached for a year.
        setHeaders: (reply) => {
          void reply.header('cache-control', IMMUTABLE);
        },
      });
      scope.get('/', public_, sendShell);
      scope.get('/assets/*', consoleFile, (request, reply) =>
        reply.sendFile(pathOf(request).slice(CONSOLE_BASE.length + 1)),
      );
      scope.setNotFoundHandler({ preHandler: app.globalRateLimit }, (request, reply) => {
        if (wantsPage(request) && !pathOf(request).startsWith(ASSETS)) return sendShell(request, reply);
        return sendFailure(request, reply, 'NOT_FOUND');
      });
    },
    { prefix: CONSOLE_BASE },
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the console's own file routes, the only ones allowed under its reserved paths. */
    consoleFile?: boolean;
  }
}
