import { describe, expect, it } from 'vitest';
import { configLimit } from './context.ts';

describe('a configured limit at a currency scale', () => {
  it('keeps a limit the currency can count as it is', () => {
    expect(configLimit('0.10', 2, 'min')).toBe(10n);
    expect(configLimit('1000.00', 0, 'max')).toBe(1000n);
    expect(configLimit('2.5', 3, 'max')).toBe(2500n);
  });

  it('raises a minimum and lowers a maximum to a unit the currency can count', () => {
    expect(configLimit('0.10', 0, 'min')).toBe(1n);
    expect(configLimit('1000.50', 0, 'max')).toBe(1000n);
    expect(configLimit('0.125', 2, 'min')).toBe(13n);
    expect(configLimit('0.125', 2, 'max')).toBe(12n);
  });
});
