/**
 * The server's one in-process cache: a least-recently-used table (lru-cache) with a size bound, an
 * optional time to live and explicit invalidation. Every cache of the server is one of these, so
 * memory stays bounded whatever keys clients send, and one place decides how entries go stale.
 *
 * `get` caches the promise, not the value: a burst of requests for a cold key shares one load
 * instead of stampeding the database, and a load that fails is dropped at once rather than served
 * until it expires. Once a load has settled, `peek` hands out its value synchronously, so hot
 * paths need not wait a microtask turn. `remember` is the same for values computed synchronously.
 *
 * Operator changes (settings, banners, game imports) call `invalidate` or `clear` on the caches
 * their change touches. Those two calls are where invalidation across several server instances
 * would plug in (publish there, apply on the others), so no caller needs to change for it.
 */
import { LRUCache } from 'lru-cache';

export interface CacheOptions {
  /** The most entries kept; adding one more forgets the least recently used. */
  readonly max: number;
  /** How long an entry is served after it was stored; without it entries live until evicted. */
  readonly ttlMs?: number;
  /** The clock expiry is measured on (tests inject one). */
  readonly now?: () => number;
}

export interface Cache<K extends NonNullable<unknown>, V> {
  /** The cached value of `key`, or `load`'s (stored, and shared with concurrent callers). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** The cached value of `key`, or `compute`'s (stored). */
  remember(key: K, compute: () => V): V;
  /** The loaded, unexpired value, or undefined when it is missing, loading or stale. */
  peek(key: K): V | undefined;
  /** Forget one key: the next read loads it afresh. */
  invalidate(key: K): void;
  /** Forget every key. */
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  readonly value: Promise<V>;
  /** Set once the load has succeeded. */
  settled?: { readonly value: V };
}

export function createCache<K extends NonNullable<unknown>, V>(options: CacheOptions): Cache<K, V> {
  if (!Number.isInteger(options.max) || options.max < 1)
    throw new RangeError(`a cache needs a positive size, got ${options.max}`);
  const now = options.now ?? Date.now;
  const entries = new LRUCache<K, Entry<V>>({
    max: options.max,
    ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs }),
    // Read the clock on every check (the default rounds it to a 1 ms timer) so an injected one rules.
    ttlResolution: 0,
    perf: { now },
  });

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit !== undefined) return hit.value;
      const value = load();
      const entry: Entry<V> = { value };
      entries.set(key, entry);
      value.then(
        (settled) => {
          entry.settled = { value: settled };
        },
        () => {
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    remember(key, compute) {
      const hit = entries.get(key);
      if (hit?.settled !== undefined) return hit.settled.value;
      const value = compute();
      entries.set(key, { value: Promise.resolve(value), settled: { value } });
      return value;
    },
    peek(key) {
      return entries.get(key)?.settled?.value;
    },
    invalidate(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
