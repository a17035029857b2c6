import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSeed, seedHash } from './seedCheck.ts';

const seed = '00ff10a0'.repeat(8);
const published = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
const subtle = webcrypto.subtle as SubtleCrypto;

describe('the browser’s seed check', () => {
  it('hashes the seed’s bytes as the server does, not its text', async () => {
    expect(await seedHash(seed, subtle)).toBe(published);
    expect(published).not.toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('says verified only when the seed hashes to the published hash', async () => {
    expect(await checkSeed(seed, published, subtle)).toBe('verified');
    expect(await checkSeed(seed.toUpperCase(), published.toUpperCase(), subtle)).toBe('verified');
    expect(await checkSeed(`${seed.slice(0, -1)}1`, published, subtle)).toBe('mismatch');
    expect(await checkSeed('not hex', published, subtle)).toBe('mismatch');
    expect(await checkSeed(seed, published, null)).toBe('unavailable');
  });
});
