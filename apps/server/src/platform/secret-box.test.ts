import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('s'.repeat(40), 'purpose-a');

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('https://t.me/support');
    const b = box.seal('https://t.me/support');
    expect(a).not.toBe(b);
    expect(a).not.toContain('t.me');
    expect(box.open(a)).toBe('https://t.me/support');
  });

  it('refuses tampered values and values from another key or purpose', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const flipped = [parts[0], parts[1], parts[2], Buffer.from('xxxxxx').toString('base64url')].join('.');
    expect(() => box.open(flipped)).toThrow();
    expect(() => createSecretBox('t'.repeat(40), 'purpose-a').open(sealed)).toThrow();
    expect(() => createSecretBox('s'.repeat(40), 'purpose-b').open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });
});
