import { describe, expect, it } from 'vitest';
import { bpsOf, percentOf } from './percent.ts';

describe('rates as percents', () => {
  it('shows basis points as a short percent', () => {
    expect([0, 5, 35, 100, 150, 1234, 10_000].map(percentOf)).toEqual([
      '0%',
      '0.05%',
      '0.35%',
      '1%',
      '1.5%',
      '12.34%',
      '100%',
    ]);
  });

  it('reads a typed percent exactly, with a dot or a comma, and refuses anything else', () => {
    expect(['0.29', '1,25', '2', '0.5', ' 3 '].map(bpsOf)).toEqual([29, 125, 200, 50, 300]);
    expect(['', '-1', '1.234', 'abc', '1e2', '1000'].map(bpsOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
