/**
 * A Map that never holds more than `max` entries: adding a key when full forgets the oldest one
 * (insertion order). For tables keyed by what clients send (addresses, query strings, digests),
 * whose key space is unbounded, so memory stays bounded under any traffic. For state that is
 * counted up in place (the per-client windows); a value derived from its key belongs in cache.ts.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`BoundedMap needs a positive size, got ${max}`);
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) {
      const oldest = this.keys().next();
      if (oldest.done !== true) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
