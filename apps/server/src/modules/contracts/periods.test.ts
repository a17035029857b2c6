/**
 * Contract periods in the merchant's time zone, and tier arithmetic: the day, hour, week,
 * half-month and month an instant falls in (across the zone's day boundary, DST days and half-hour
 * zones), that consecutive periods tile time with no gap or overlap, and that no offer passes the
 * ceiling with a rate above the upline's highest (property tests).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPeriod, periodAt, periodOf, previousPeriod } from './periods.ts';
import { type Tier, maxBpsOf, payoutOf, withinCeiling } from './tiers.ts';

const at = (text: string) => Date.parse(text);
const iso = (ms: number) => new Date(ms).toISOString();

describe('period keys', () => {
  it('puts an instant in the merchant’s day, not UTC’s', () => {
    // Karachi is UTC+5: 19:00 UTC is already the next local day.
    expect(periodAt('DAILY', at('2026-11-26T18:59:59Z'), 'Asia/Karachi').key).toBe('2026-11-26');
    const day = periodAt('DAILY', at('2026-11-26T19:00:00Z'), 'Asia/Karachi');
    expect(day.key).toBe('2026-11-27');
    expect([iso(day.from), iso(day.to)]).toEqual(['2026-11-26T19:00:00.000Z', '2026-11-27T19:00:00.000Z']);
  });

  it('counts hours from local midnight, in half-hour zones and on DST days', () => {
    const hour = periodAt('HOURLY', at('2026-11-26T19:45:00Z'), 'Asia/Kolkata');
    // Kolkata is UTC+5:30: 19:45 UTC is 01:15 local, the second hour of the 27th.
    expect(hour.key).toBe('2026-11-27/01');
    expect([iso(hour.from), iso(hour.to)]).toEqual(['2026-11-26T19:30:00.000Z', '2026-11-26T20:30:00.000Z']);
    // London skips 01:00–02:00 on 29 March 2026: 23 hours, the last one numbered 22.
    expect(periodAt('HOURLY', at('2026-03-29T22:59:59Z'), 'Europe/London').key).toBe('2026-03-29/22');
    expect(periodAt('HOURLY', at('2026-03-29T23:00:00Z'), 'Europe/London').key).toBe('2026-03-30/00');
    // And repeats 01:00–02:00 on 25 October 2026: 25 hours.
    expect(periodAt('HOURLY', at('2026-10-25T23:59:59Z'), 'Europe/London').key).toBe('2026-10-25/24');
  });

  it('starts weeks on Monday, half-months on the 1st and 16th, months on the 1st (local)', () => {
    // Sunday 29 Nov 2026 20:00 UTC is Monday 30 Nov in Karachi.
    expect(periodAt('WEEKLY', at('2026-11-29T18:00:00Z'), 'Asia/Karachi').key).toBe('2026-11-23');
    expect(periodAt('WEEKLY', at('2026-11-29T20:00:00Z'), 'Asia/Karachi').key).toBe('2026-11-30');
    expect(periodAt('HALF_MONTHLY', at('2026-11-15T18:59:59Z'), 'Asia/Karachi').key).toBe('2026-11-01');
    expect(periodAt('HALF_MONTHLY', at('2026-11-15T19:00:00Z'), 'Asia/Karachi').key).toBe('2026-11-16');
    const second = periodOf('HALF_MONTHLY', '2026-02-16', 'UTC');
    expect(iso(second.to)).toBe('2026-03-01T00:00:00.000Z');
    expect(nextPeriod('MONTHLY', '2026-12-01', 'UTC').key).toBe('2027-01-01');
    expect(previousPeriod('MONTHLY', '2027-01-01', 'UTC').key).toBe('2026-12-01');
    expect(periodAt('MONTHLY', at('2026-11-30T19:00:00Z'), 'Asia/Karachi').key).toBe('2026-12-01');
  });

  it('tiles time: each period ends where the next begins, and every instant is in the one its key names', () => {
    const kinds = ['HOURLY', 'DAILY', 'WEEKLY', 'HALF_MONTHLY', 'MONTHLY'] as const;
    const zones = ['UTC', 'Asia/Karachi', 'Asia/Kolkata', 'Europe/London', 'America/New_York'];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.constantFrom(...zones),
        fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2028-01-01T00:00:00Z') }),
        (kind, zone, ms) => {
          const p = periodAt(kind, ms, zone);
          expect(p.from).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(p.to);
          expect(periodOf(kind, p.key, zone)).toEqual(p);
          const next = nextPeriod(kind, p.key, zone);
          expect(next.from).toBe(p.to);
          expect(next.key > p.key).toBe(true);
          expect(previousPeriod(kind, next.key, zone)).toEqual(p);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('tiers', () => {
  const tiers: Tier[] = [
    { min: 0n, bps: 50 },
    { min: 100_000n, bps: 100 },
    { min: 1_000_000n, bps: 150 },
  ];

  it('pays the highest tier reached, rounded down, and nothing without a base', () => {
    expect(payoutOf(tiers, 99_999n)).toEqual({ tier: tiers[0], amount: 499n });
    expect(payoutOf(tiers, 100_000n)).toEqual({ tier: tiers[1], amount: 1_000n });
    expect(payoutOf(tiers, 2_000_000n).amount).toBe(30_000n);
    expect(payoutOf(tiers, 0n)).toEqual({ tier: null, amount: 0n });
    expect(payoutOf(tiers, -5_000n)).toEqual({ tier: null, amount: 0n });
    expect(payoutOf([{ min: 500n, bps: 100 }], 499n)).toEqual({ tier: null, amount: 0n });
  });

  it('never lets an offer pay a higher rate than its upline earns at the same volume', () => {
    const tierList = fc
      .array(
        fc.record({ min: fc.bigInt({ min: 0n, max: 10n ** 9n }), bps: fc.integer({ min: 1, max: 10_000 }) }),
        {
          minLength: 1,
          maxLength: 6,
        },
      )
      .map((list) =>
        [...new Map(list.map((t) => [t.min, t])).values()].sort((a, b) => (a.min < b.min ? -1 : 1)),
      );
    fc.assert(
      fc.property(tierList, tierList, fc.bigInt({ min: 1n, max: 10n ** 10n }), (own, offer, volume) => {
        const ceiling = maxBpsOf(own);
        const allowed = withinCeiling(offer, ceiling);
        expect(allowed).toBe(offer.every((t) => t.bps <= ceiling));
        if (allowed) {
          // Whatever the volume, the downline's rate is at most the upline's best rate.
          expect(payoutOf(offer, volume).amount).toBeLessThanOrEqual(
            payoutOf([{ min: 0n, bps: ceiling }], volume).amount,
          );
        }
        expect(withinCeiling(offer, null)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
