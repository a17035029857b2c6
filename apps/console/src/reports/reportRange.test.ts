import { describe, expect, it } from 'vitest';
import { lastThirtyDays, rangeIsValid } from './reportRange.ts';

describe('report range', () => {
  it('defaults to the 30 days ending today, across a month end', () => {
    expect(lastThirtyDays('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('takes what the server takes and refuses the rest before sending it', () => {
    expect(rangeIsValid({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(rangeIsValid({ from: '2025-01-01', to: '2026-01-01' })).toBe(true);
    expect(rangeIsValid({ from: '2024-12-31', to: '2026-01-01' })).toBe(false);
    expect(rangeIsValid({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(rangeIsValid({ from: '2026-02-31', to: '2026-03-01' })).toBe(false);
    expect(rangeIsValid({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
