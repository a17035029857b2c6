import { describe, expect, it } from 'vitest';
import { createCache } from './cache.ts';

/** A load that counts its calls and answers `value`. */
function counting<V>(value: V) {
  const load = () => {
    load.calls += 1;
    return Promise.resolve(value);
  };
  load.calls = 0;
  return load;
}

describe('createCache', () => {
  it('serves a stored value until its time to live has passed on the injected clock, then loads again', async () => {
    let at = 1_000;
    const cache = createCache<string, string>({ max: 10, ttlMs: 3_000, now: () => at });
    const load = counting('first');
    expect(await cache.get('k', load)).toBe('first');
    at += 2_999;
    expect(await cache.get('k', load)).toBe('first');
    expect(cache.peek('k')).toBe('first');
    expect(load.calls).toBe(1);
    at += 2;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', counting('second'))).toBe('second');
  });

  it('keeps entries without a time to live until they are evicted', async () => {
    let at = 0;
    const cache = createCache<string, number>({ max: 10, now: () => at });
    await cache.get('k', counting(1));
    at += 365 * 24 * 3_600_000;
    expect(cache.peek('k')).toBe(1);
  });

  it('never holds more than its size bound and forgets the least recently used key first', () => {
    const cache = createCache<string, number>({ max: 2 });
    cache.remember('a', () => 1);
    cache.remember('b', () => 2);
    // Reading `a` makes `b` the least recently used.
    expect(cache.remember('a', () => 99)).toBe(1);
    cache.remember('c', () => 3);
    expect(cache.size).toBe(2);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe(1);
    expect(cache.peek('c')).toBe(3);
  });

  it('shares one load between concurrent readers of a cold key', async () => {
    const cache = createCache<string, string>({ max: 10, ttlMs: 1_000 });
    const load = counting('once');
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual(['once', 'once', 'once']);
    expect(load.calls).toBe(1);
  });

  it('does not keep a failed load: the next read tries again', async () => {
    const cache = createCache<string, string>({ max: 10, ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.get('k', counting('recovered'))).toBe('recovered');
  });

  it('does not hand out a value that is still loading', () => {
    const cache = createCache<string, string>({ max: 10 });
    void cache.get('k', () => new Promise<string>(() => undefined));
    expect(cache.peek('k')).toBeUndefined();
  });

  it('forgets one key on invalidate and every key on clear', async () => {
    const cache = createCache<string, string>({ max: 10, ttlMs: 60_000 });
    await cache.get('a', counting('a1'));
    await cache.get('b', counting('b1'));
    cache.invalidate('a');
    expect(await cache.get('a', counting('a2'))).toBe('a2');
    expect(await cache.get('b', counting('b2'))).toBe('b1');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(await cache.get('b', counting('b3'))).toBe('b3');
  });

  it('refuses a size bound that is not a positive whole number', () => {
    expect(() => createCache({ max: 0 })).toThrow(RangeError);
    expect(() => createCache({ max: 1.5 })).toThrow(RangeError);
  });
});
