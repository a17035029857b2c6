import { isIPv4 } from 'node:net';
import { Address6 } from 'ip-address';
import { BoundedMap } from './bounded-map.ts';

/** Phones on one mobile network share nothing below a /64; one household or phone owns a /64. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a request is counted for: an IPv4 address as it is, the same address seen through an
 * IPv6 socket (::ffff:a.b.c.d) folded to it, and an IPv6 address to its /64 network, so rotating
 * through the addresses of one's own prefix does not reset the count.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  try {
    const address = new Address6(ip);
    if (address.isMapped4()) return address.to4().correctForm();
    return new Address6(`${address.correctForm()}/${IPV6_CLIENT_PREFIX}`).startAddress().correctForm();
  } catch {
    // Not an address (a test's fake socket): counted under its own text.
    return ip.toLowerCase();
  }
}

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
  const keys = new BoundedMap<string, string>(maxClients);
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
      let key = keys.get(ip);
      if (key === undefined) {
        key = clientKey(ip);
        keys.set(ip, key);
      }
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
