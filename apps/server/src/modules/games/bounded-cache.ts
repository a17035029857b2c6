import { BoundedMap } from '../../platform/bounded-map.ts';

/**
 * A time-bounded cache of promises with a cap on its size. Game list keys include free-text search,
 * so unlike the settings cache the key space is unbounded: when full, the oldest entry goes.
 */
export interface BoundedCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

export function createBoundedCache<V>(
  ttlMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): BoundedCache<V> {
  const entries = new BoundedMap<string, { expiresAt: number; value: Promise<V> }>(maxEntries);
  return {
    get(key, load) {
      const time = now();
      const hit = entries.get(key);
      if (hit !== undefined && hit.expiresAt > time) return hit.value;
      if (hit !== undefined) entries.delete(key);
      const entry = { expiresAt: time + ttlMs, value: load() };
      entries.set(key, entry);
      // A failed load must not be served until it expires.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
