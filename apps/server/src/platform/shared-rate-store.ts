/**
 * The rate-limit plugin's counters in Redis, so every instance counts a client's credential and
 * SMS attempts into one budget. One MULTI per attempt: INCR, PEXPIRE NX (the first attempt of a
 * window starts its clock) and PTTL, as shared-window-counter.ts counts.
 *
 * It fails closed: while Redis is away an attempt is refused NOT_READY (503, "try again shortly",
 * translated) instead of counting nowhere, since a guesser must never get an unlimited budget from
 * an outage. The plugin's own Redis store would let the raw connection error through as a 500.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ApiError } from './api-error.ts';
import type { SharedRedis } from './redis.ts';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Where a route's counters live: its method and path after the site's prefix. */
function routeKey(options: unknown): string {
  const info = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  const method = typeof info?.method === 'string' ? info.method : '';
  const url = typeof info?.url === 'string' ? info.url : '';
  return `${method}${url}:`;
}

/** A store class for the plugin's `store` option, counting under `${prefix}rate-limit:`. */
export function sharedRateStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedRateStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = `${redis.prefix}rate-limit:`,
    ) {}

    incr(key: string, done: Counted, timeWindow: number): void {
      const full = this.prefix + key;
      redis.commands
        .multi()
        .incr(full)
        .pexpire(full, timeWindow, 'NX')
        .pttl(full)
        .exec()
        .then((replies) => {
          const current = replies?.[0]?.[1];
          const ttl = replies?.[2]?.[1];
          if (typeof current !== 'number' || typeof ttl !== 'number') throw new Error('unexpected reply');
          done(null, { current, ttl: ttl > 0 ? ttl : timeWindow });
        })
        // The connection logs the outage (once); the client hears "try again shortly".
        .catch(() => done(new ApiError('NOT_READY')));
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new SharedRateStore(routeOptions, this.prefix + routeKey(routeOptions));
    }
  }
  return SharedRateStore;
}
