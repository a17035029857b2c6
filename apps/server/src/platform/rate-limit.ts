import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { createClientWindowCounter } from './client-window-counter.ts';
import { sendFailure } from './failure.ts';
import { ApiError } from './api-error.ts';

export interface RateLimitRule {
  readonly max: number;
  readonly timeWindow: number;
}

const ONE_MINUTE_MS = 60_000;

/** A per-route limit tighter than the global one, for endpoints that check credentials or send SMS. */
export function strictRateLimit(maxPerWindow: number, windowMs: number = ONE_MINUTE_MS): RateLimitRule {
  return { max: maxPerWindow, timeWindow: windowMs };
}

/**
 * Two kinds of limit share one rule for the client's key: request.ip, which honours X-Forwarded-For
 * only from the proxies TRUST_PROXY names, so a client cannot dodge the limit by inventing the
 * header; IPv4 through IPv6 sockets folded; IPv6 per /64 (client-key.ts for ours, the plugin's own
 * default key generator folds the same way).
 *
 * - A route's own stricter rule (credential and SMS endpoints) is the rate-limit plugin's.
 * - Every other route, unknown paths included, counts against the global per-IP limit. That one is
 *   a synchronous hook of ours: the plugin's promise chain (three awaits per request) cost a fifth
 *   of a lobby read's throughput, and the global limit is on every request the lobby makes.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Clients do not pace themselves by these; leaving them off saves bytes on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  const globalLimit = globalRateLimitHook(perMinute);
  app.decorate('globalRateLimit', globalLimit);
  app.addHook('onRoute', (route) => {
    // A route's own rule replaces the global one; `false` exempts it (health probes).
    const own: unknown =
      route.config === undefined ? undefined : (route.config as { rateLimit?: unknown }).rateLimit;
    if (own !== undefined) return;
    const hooks = route.onRequest;
    route.onRequest =
      hooks === undefined ? [globalLimit] : [globalLimit, ...(Array.isArray(hooks) ? hooks : [hooks])];
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The global per-IP limit as a hook, for handlers that are not routes (the not-found one). */
    globalRateLimit: onRequestHookHandler;
  }
}

function globalRateLimitHook(perMinute: number): onRequestHookHandler {
  const counter = createClientWindowCounter({ max: perMinute, windowMs: ONE_MINUTE_MS });
  return (request, reply, done) => {
    const { allowed, retryAfterMs } = counter.hit(request.ip);
    if (allowed) {
      done();
      return;
    }
    const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
    void sendFailure(request, reply.header('retry-after', String(retryAfterSeconds)), 'RATE_LIMITED', {
      retryAfterSeconds,
    });
  };
}
