import { describe, expect, it } from 'vitest';
import { formatPeriodKey } from './periodKey.ts';

describe('contract period keys for people', () => {
  it('names a day-based period by its first day and an hourly one by its hour too', () => {
    expect(formatPeriodKey('2026-11-27', 'EN')).toMatch(/27 Nov 2026/);
    expect(formatPeriodKey('2026-11-27/07', 'EN')).toMatch(/27 Nov 2026 07:00$/);
    expect(formatPeriodKey('2026-11-27/07', 'UR')).toMatch(/07:00$/);
  });
});
