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

/**
 * Touches both storage areas once. A page's first read of Web Storage waits while the browser
 * loads the area (a few milliseconds, tens on a phone); called in a small task of its own, before
 * the app's modules run, that wait is not part of the app's start, one of the longest tasks of
 * home's load.
 */
export function loadStorageAreas(): void {
  for (const kind of ['session', 'local'] as const) {
    try {
      void area(kind)?.length;
    } catch {
      // Unavailable (a private mode): the reads later find the same.
    }
  }
}
