/**
 * A fixed one-window-per-client count kept in Redis, so every instance of the site counts into the
 * same window (client-window-counter.ts is the in-process one, used without Redis). One MULTI per
 * hit: INCR, PEXPIRE NX (the first hit of a window starts its clock) and PTTL.
 *
 * While Redis is away a hit is counted by the in-process counter instead: these windows are flood
 * brakes (the global per-client limit, operators' vendor probes), and refusing every request of
 * the lobby during a Redis blip would take the site down with it. Each instance then brakes at
 * the same limit on its own, as a single instance always did. Credential limits are the rate-limit
 * plugin's and fail closed instead (rate-limit.ts).
 */
import { createCache } from './cache.ts';
import { clientKey } from './client-key.ts';
import { createClientWindowCounter, type WindowCount } from './client-window-counter.ts';
import type { SharedRedis } from './redis.ts';

export interface SharedWindowCounter {
  hit(key: string): Promise<WindowCount>;
}

export function createSharedWindowCounter(options: {
  /** Names the counter's keys: `${prefix}window:${name}:${client}`. */
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  readonly redis: SharedRedis;
  /** Whether keys are client addresses to fold (IPv6 per /64) or already keys. */
  readonly addresses: boolean;
  readonly maxClients?: number;
}): SharedWindowCounter {
  const { name, max, windowMs, redis, addresses, maxClients = 100_000 } = options;
  const local = createClientWindowCounter({ max, windowMs, maxClients });
  const keys = createCache<string, string>({ max: maxClients, ttlMs: windowMs });
  const prefix = `${redis.prefix}window:${name}:`;

  async function counted(key: string): Promise<WindowCount | null> {
    const replies = await redis.commands.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
    const count = replies?.[0]?.[1];
    const ttl = replies?.[2]?.[1];
    if (typeof count !== 'number' || typeof ttl !== 'number') return null;
    return { allowed: count <= max, retryAfterMs: ttl > 0 ? ttl : windowMs };
  }

  return {
    async hit(raw) {
      const key = addresses ? keys.remember(raw, () => clientKey(raw)) : raw;
      try {
        const shared = await counted(prefix + key);
        if (shared !== null) return shared;
      } catch {
        // Logged by the connection (once per outage); counted here meanwhile.
      }
      return local.hit(key);
    },
  };
}
