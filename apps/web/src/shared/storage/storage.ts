/**
 * Storage that never throws: private modes and full quotas make the Web Storage API throw, and a
 * lobby must still boot without its caches.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(kind: Area, key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // A full or disabled storage only costs us the cache.
  }
}

export function removeKey(kind: Area, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}

/** Parses stored JSON; anything unreadable counts as absent. */
export function readJson(kind: Area, key: string): unknown {
  const text = readText(kind, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(kind: Area, key: string, value: unknown): void {
  writeText(kind, key, JSON.stringify(value));
}
