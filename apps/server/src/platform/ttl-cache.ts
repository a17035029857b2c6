/**
 * A small time-bounded cache of promises. Caching the promise (not the value) means a burst of
 * requests for a cold key shares one database load instead of stampeding.
 */
export interface TtlCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createTtlCache<K, V>(ttlMs: number, now: () => number = Date.now): TtlCache<K, V> {
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      const time = now();
      if (hit !== undefined && hit.expiresAt > time) return hit.value;
      const value = load();
      entries.set(key, { expiresAt: time + ttlMs, value });
      // A failed load must not be served from the cache until it expires.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
