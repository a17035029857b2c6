import { BoundedMap } from './bounded-map.ts';
import { createCache } from './cache.ts';
import { clientKey } from './client-key.ts';

export interface WindowCount {
  readonly allowed: boolean;
  /** Until this client's window ends. */
  readonly retryAfterMs: number;
}

interface Window {
  count: number;
  readonly endsAt: number;
}

/**
 * Fixed one-window-per-client counts, synchronous and in memory (one process owns its clients'
 * counts, as with the rate-limit plugin's local store). Expired windows are dropped once a window,
 * and the table never holds more than `maxClients`: past that the oldest client is forgotten.
 */
export function createClientWindowCounter(options: {
  readonly max: number;
  readonly windowMs: number;
  readonly maxClients?: number;
  readonly now?: () => number;
}): { hit(key: string): WindowCount; readonly size: () => number } {
  const { max, windowMs, maxClients = 100_000, now = Date.now } = options;
  const windows = new BoundedMap<string, Window>(maxClients);
  // IPv6 parsing is the costly part of a hit; a client's key is found once per window.
  const keys = createCache<string, string>({ max: maxClients });
  let sweepAt = now() + windowMs;

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    keys.clear();
    sweepAt = at + windowMs;
  }

  return {
    hit(ip) {
      const at = now();
      if (at >= sweepAt) sweep(at);
      const key = keys.remember(ip, () => clientKey(ip));
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, retryAfterMs: window.endsAt - at };
    },
    size: () => windows.size,
  };
}
