import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { createClientWindowCounter, type WindowCount } from './client-window-counter.ts';
import { sendFailure } from './failure.ts';
import { ApiError } from './api-error.ts';
import type { SharedRedis } from './redis.ts';
import { sharedRateStore } from './shared-rate-store.ts';
import { createSharedWindowCounter } from './shared-window-counter.ts';

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
 *
 * With Redis (REDIS_URL) both count there, so N instances give a client one budget, not N:
 * - the plugin's counters through shared-rate-store.ts, under `${prefix}rate-limit:`. It fails
 *   closed: while Redis is away these routes (logins, SMS, payment passwords) answer NOT_READY
 *   (503, try again shortly) instead of counting nowhere, since a guesser must never get an
 *   unlimited budget from a Redis outage;
 * - the global limit through shared-window-counter.ts, which counts in-process while Redis is
 *   away (a flood brake per instance, as before) rather than refusing the whole lobby.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perMinute: number,
  redis: SharedRedis | null = null,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis === null ? {} : { store: sharedRateStore(redis), skipOnError: false }),
    // Clients do not pace themselves by these; leaving them off saves bytes on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
  const globalLimit = globalRateLimitHook(perMinute, redis);
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

function globalRateLimitHook(perMinute: number, redis: SharedRedis | null): onRequestHookHandler {
  const refuse = (request: FastifyRequest, reply: FastifyReply, { retryAfterMs }: WindowCount) => {
    const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
    void sendFailure(request, reply.header('retry-after', String(retryAfterSeconds)), 'RATE_LIMITED', {
      retryAfterSeconds,
    });
  };
  if (redis !== null) {
    const shared = createSharedWindowCounter({
      name: 'global',
      max: perMinute,
      windowMs: ONE_MINUTE_MS,
      redis,
      addresses: true,
    });
    return (request, reply, done) => {
      void shared.hit(request.ip).then((count) => {
        if (count.allowed) done();
        else refuse(request, reply, count);
      });
    };
  }
  const counter = createClientWindowCounter({ max: perMinute, windowMs: ONE_MINUTE_MS });
  return (request, reply, done) => {
    const count = counter.hit(request.ip);
    if (count.allowed) {
      done();
      return;
    }
    refuse(request, reply, count);
  };
}
