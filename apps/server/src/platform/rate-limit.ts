import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
 * Global per-IP limit. The key is the plugin's own: request.ip (which honours X-Forwarded-For only
 * when TRUST_PROXY is on, so a client cannot dodge the limit by inventing the header), with IPv4
 * clients seen through IPv6 sockets folded to their IPv4 address and IPv6 clients counted per /64
 * network, so rotating through the addresses of one's own prefix does not reset the count either.
 * Being synchronous, it also spares every request a promise turn.
 */
export async function registerRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: ONE_MINUTE_MS,
    // Clients do not pace themselves by these; leaving them off saves bytes on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new ApiError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });
}
