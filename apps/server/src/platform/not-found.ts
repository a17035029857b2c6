import type { FastifyInstance } from 'fastify';
import { sendFailure } from './failure.ts';

/**
 * Registered after the rate limiter (it uses it). Unknown address -> 404 NOT_FOUND; known address with another method -> 405 METHOD_NOT_ALLOWED
 * with an Allow header. Knows the known addresses by watching every route as it is added.
 */
export function registerNotFound(app: FastifyInstance): void {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*') || route.url.includes(':')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });

  const allowedFor = (url: string) => methodsByPath.get(url.split('?', 1)[0] ?? '');

  // Decided before the body is read, so a wrong method answers 405 even with a malformed body.
  app.addHook('onRequest', (request, reply, done) => {
    const allowed = request.is404 ? allowedFor(request.url) : undefined;
    if (allowed === undefined) return done();
    void sendFailure(request, reply.header('allow', [...allowed].join(', ')), 'METHOD_NOT_ALLOWED');
  });

  // Unknown paths count against the rate limit too: scanners probing for them are the usual abusers.
  app.setNotFoundHandler({ preHandler: app.globalRateLimit }, (request, reply) =>
    sendFailure(request, reply, 'NOT_FOUND'),
  );
}
