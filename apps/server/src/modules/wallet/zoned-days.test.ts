/** The member's calendar days: bounds in zones with DST, half-hour offsets and gaps at midnight. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-error.ts';
import { checkTimeZone, localDay, startOfDay } from './zoned-days.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned days', () => {
  it('begins a day at local midnight, in winter and summer time', () => {
    expect(iso(startOfDay('2026-01-15', 'America/New_York'))).toBe('2026-01-15T05:00:00.000Z');
    expect(iso(startOfDay('2026-07-15', 'America/New_York'))).toBe('2026-07-15T04:00:00.000Z');
    // The day the clocks go forward (2026-03-08) begins in winter time; the next day in summer time.
    expect(iso(startOfDay('2026-03-08', 'America/New_York'))).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(startOfDay('2026-03-09', 'America/New_York'))).toBe('2026-03-09T04:00:00.000Z');
    expect(iso(startOfDay('2026-11-02', 'America/New_York'))).toBe('2026-11-02T05:00:00.000Z');
  });

  it('handles half-hour and fixed zones', () => {
    expect(iso(startOfDay('2026-03-10', 'Asia/Kolkata'))).toBe('2026-03-09T18:30:00.000Z');
    expect(iso(startOfDay('2026-03-10', 'Asia/Karachi'))).toBe('2026-03-09T19:00:00.000Z');
    expect(iso(startOfDay('2026-03-10', 'Asia/Kathmandu'))).toBe('2026-03-09T18:15:00.000Z');
    expect(iso(startOfDay('2026-03-10', 'UTC'))).toBe('2026-03-10T00:00:00.000Z');
  });

  it('starts a day whose midnight is skipped by DST at the first instant that exists', () => {
    // Chile moves its clocks forward at 24:00 local on the first Saturday of September: 2026-09-06 begins at 01:00.
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(localDay(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDay(start - 1000, 'America/Santiago')).toBe('2026-09-05');
  });

  it('names an instant by its local day', () => {
    expect(localDay(Date.parse('2026-03-09T03:30:00Z'), 'America/New_York')).toBe('2026-03-08');
    expect(localDay(Date.parse('2026-03-10T19:30:00Z'), 'Asia/Karachi')).toBe('2026-03-11');
  });

  it('names every instant around a local midnight right when asked again and again, per zone', () => {
    const midnight = startOfDay('2026-03-10', 'Asia/Kathmandu');
    for (const offset of [-60_001, -1, 0, 1, 59_999, -1, 0]) {
      const expected = offset < 0 ? '2026-03-09' : '2026-03-10';
      expect(localDay(midnight + offset, 'Asia/Kathmandu'), String(offset)).toBe(expected);
      // The same instant elsewhere is another zone's day, whatever Kathmandu answered.
      expect(localDay(midnight + offset, 'UTC')).toBe('2026-03-09');
      expect(localDay(midnight + offset, 'Pacific/Kiritimati')).toBe('2026-03-10');
    }
  });

  it('accepts IANA zones, defaults to UTC and refuses the rest', () => {
    expect(checkTimeZone(undefined)).toBe('UTC');
    expect(checkTimeZone('Asia/Karachi')).toBe('Asia/Karachi');
    for (const zone of ['Mars/Olympus', 'Asia/Karachi\u0000', '+05:00 or so', '../../etc']) {
      expect(() => checkTimeZone(zone), zone).toThrow(ApiError);
    }
  });
});
