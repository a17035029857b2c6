import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStorageAreas, readJson, readText, writeJson } from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('storage', () => {
  it('loads both areas ahead of the app, by reading from each', () => {
    const read = vi.spyOn(Storage.prototype, 'length', 'get');
    loadStorageAreas();
    // One read of each area (the tab's session and the browser's local one).
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('boots where the browser refuses storage (a private mode): nothing throws, reads find nothing', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => loadStorageAreas()).not.toThrow();
    expect(() => writeJson('local', 'k', { a: 1 })).not.toThrow();
    expect(readText('local', 'k')).toBeNull();
  });

  it('reads back what it wrote, and counts unreadable JSON as absent', () => {
    writeJson('session', 'k', { a: 1 });
    expect(readJson('session', 'k')).toEqual({ a: 1 });
    window.sessionStorage.setItem('k', '{not json');
    expect(readJson('session', 'k')).toBeNull();
  });
});
