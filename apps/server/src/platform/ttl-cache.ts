/**
 * A small time-bounded cache of promises. Caching the promise (not the value) means a burst of
 * requests for a cold key shares one database load instead of stampeding. Once a load has
 * settled, `peek` hands out its value synchronously, so hot paths need not wait a microtask turn.
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** The loaded, unexpired value, or undefined when it is missing, loading or stale. */
  peek(key: K): V | undefined;
  clear(): void;
}

interface Entry<V> {
  readonly expiresAt: number;
  readonly value: Promise<V>;
  loaded: boolean;
  settled: V | undefined;
}

export function createTtlCache<K, V>(ttlMs: number, now: () => number = Date.now): TtlCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      const time = now();
      if (hit !== undefined && hit.expiresAt > time) return hit.value;
      const value = load();
      const entry: Entry<V> = { expiresAt: time + ttlMs, value, loaded: false, settled: undefined };
      entries.set(key, entry);
      value.then(
        (settled) => {
          entry.settled = settled;
          entry.loaded = true;
        },
        // A failed load must not be served from the cache until it expires.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit !== undefined && hit.loaded && hit.expiresAt > now() ? hit.settled : undefined;
    },
    clear() {
      entries.clear();
    },
  };
}
