/**
 * Serves the built web app under /m/: hashed assets cached for a year, brotli or gzip twins chosen
 * by Accept-Encoding, and the app shell (index.html, never cached without revalidation) for every
 * other /m path so the client router can show the right screen. `/` redirects to /m/home.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../platform/failure.ts';
import { missingBuildPage } from './missing-build-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHELL = 'index.html';

export const WEB_BASE = '/m';
export const HOME_PATH = '/m/home';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
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

  await app.register(
    async (scope) => {
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
        return reply.header('cache-control', REVALIDATE).sendFile(SHELL);
      });
    },
    { prefix: WEB_BASE },
  );
}
