/**
 * The limit rules on their own: the lowest applicable limit always wins across periods, and a
 * change on a fake clock (lowering at once, raising or removing after 24 hours, a lowering cancels a
 * pending raise).
 */
import { PROTECTION_RAISE_DELAY_MS } from '@openlobby/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LimitInForce,
  NO_LIMIT,
  changeLimit,
  headroom,
  headroomReturnsAt,
  netLoss,
  refusingLimit,
  stateAt,
  tightest,
} from './limits.ts';

const T0 = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 60 * 60 * 1000;

const limitArb: fc.Arbitrary<LimitInForce> = fc.record({
  kind: fc.constantFrom('DEPOSIT' as const, 'LOSS' as const, 'WAGER' as const),
  period: fc.constantFrom('DAY' as const, 'WEEK' as const, 'MONTH' as const),
  limit: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  used: fc.bigInt({ min: 0n, max: 10n ** 12n }),
});

describe('the lowest applicable limit wins', () => {
  it('an action is allowed exactly when every applicable limit (24 h, 7 days, 30 days) has room for it', () => {
    fc.assert(
      fc.property(
        fc.array(limitArb, { minLength: 1, maxLength: 9 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (limits, amount) => {
          const refusing = refusingLimit(limits, amount);
          const everyAllows = limits.every((limit) => limit.used + amount <= limit.limit);
          expect(refusing === null).toBe(everyAllows);
          if (refusing !== null) {
            // The refusal names the limit with the least room, and no other limit has less.
            for (const limit of limits) expect(headroom(refusing) <= headroom(limit)).toBe(true);
            expect(limits).toContain(refusing);
          }
        },
      ),
    );
  });

  it('the decisive limit has the lowest headroom whatever order the limits come in', () => {
    fc.assert(
      fc.property(fc.array(limitArb, { minLength: 1, maxLength: 9 }), (limits) => {
        const lowest = limits.map(headroom).reduce((a, b) => (a < b ? a : b));
        expect(headroom(tightest(limits) as LimitInForce)).toBe(lowest);
        expect(headroom(tightest([...limits].reverse()) as LimitInForce)).toBe(lowest);
      }),
    );
  });

  it('a 7-day limit lower than what is left of the 24-hour limit refuses', () => {
    const day: LimitInForce = { kind: 'DEPOSIT', period: 'DAY', limit: 10_000n, used: 0n };
    const week: LimitInForce = { kind: 'DEPOSIT', period: 'WEEK', limit: 20_000n, used: 15_000n };
    expect(refusingLimit([day, week], 6_000n)).toBe(week);
    expect(refusingLimit([day, week], 5_000n)).toBeNull();
  });

  it('loss is stakes minus wins and never below 0', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (stakes, wins) => {
          const loss = netLoss(stakes, wins);
          expect(loss >= 0n).toBe(true);
          expect(loss).toBe(stakes > wins ? stakes - wins : 0n);
        },
      ),
    );
  });
});

describe('when headroom returns', () => {
  const at = (h: number) => later(h * HOUR).toISOString();
  const DAY = 24 * HOUR;

  it('is when enough of the oldest usage has left the window for the amount to fit', () => {
    const rows = [
      { at: at(0), amount: 300n },
      { at: at(2), amount: 500n },
      { at: at(5), amount: 200n },
    ];
    // 1000 used of 1000: 300 fits once the first deposit has left, 600 once the second has.
    expect(headroomReturnsAt(rows, 1_000n, 300n, DAY, false)).toBe(at(24));
    expect(headroomReturnsAt(rows, 1_000n, 600n, DAY, false)).toBe(at(26));
    expect(headroomReturnsAt(rows, 1_000n, 1_001n, DAY, false)).toBeNull();
    expect(headroomReturnsAt([], 1_000n, 10n, DAY, false)).toBeNull();
  });

  it('counts a loss as stakes minus wins: a winning bet leaving the window can take room away', () => {
    const rows = [
      { at: at(0), amount: -400n },
      { at: at(1), amount: 500n },
      { at: at(3), amount: 300n },
    ];
    // Loss now 400 of a 400 limit; when the win leaves (24 h) the loss is 800, then 300, then 0.
    expect(headroomReturnsAt(rows, 400n, 100n, DAY, true)).toBe(at(25));
  });

  it('whatever the rows, the answer is the first moment a row leaves after which the amount fits', () => {
    const rowsArb = fc
      .array(fc.bigInt({ min: -500n, max: 1_000n }), { maxLength: 8 })
      .map((amounts) => amounts.map((amount, i) => ({ at: at(i), amount })));
    fc.assert(
      fc.property(
        rowsArb,
        fc.bigInt({ min: 0n, max: 3_000n }),
        fc.bigInt({ min: 1n, max: 1_000n }),
        (rows, limit, amount) => {
          const usedAfter = (k: number) =>
            netLoss(
              rows.slice(k).reduce((s, r) => s + (r.amount > 0n ? r.amount : 0n), 0n),
              rows.slice(k).reduce((s, r) => s + (r.amount < 0n ? -r.amount : 0n), 0n),
            );
          const answer = headroomReturnsAt(rows, limit, amount, DAY, true);
          const fitsAfter = [...rows.keys()].map((i) => i + 1).find((k) => usedAfter(k) + amount <= limit);
          if (amount > limit || usedAfter(0) + amount <= limit || fitsAfter === undefined)
            expect(answer).toBeNull();
          else expect(answer).toBe(new Date(Date.parse(rows[fitsAfter - 1]?.at ?? '') + DAY).toISOString());
        },
      ),
    );
  });
});

describe('changing a limit on a fake clock', () => {
  it('a new limit and a lowering apply at once', () => {
    const set = changeLimit(NO_LIMIT, 50_000n, T0);
    expect(set).toMatchObject({ immediate: true, appliesAt: T0.toISOString(), after: { amount: 50_000n } });
    const lowered = changeLimit(set.after, 20_000n, later(HOUR));
    expect(lowered.immediate).toBe(true);
    expect(stateAt(lowered.after, later(HOUR)).amount).toBe(20_000n);
  });

  it('a raise waits 24 hours: the old limit holds until then, the new one from then on', () => {
    const set = changeLimit(NO_LIMIT, 10_000n, T0).after;
    const raised = changeLimit(set, 30_000n, T0);
    expect(raised.immediate).toBe(false);
    expect(raised.appliesAt).toBe(later(PROTECTION_RAISE_DELAY_MS).toISOString());
    expect(stateAt(raised.after, later(PROTECTION_RAISE_DELAY_MS - 1)).amount).toBe(10_000n);
    expect(stateAt(raised.after, later(PROTECTION_RAISE_DELAY_MS - 1)).pending).toEqual({
      amount: 30_000n,
      at: raised.appliesAt,
    });
    expect(stateAt(raised.after, later(PROTECTION_RAISE_DELAY_MS))).toEqual({
      amount: 30_000n,
      pending: null,
    });
  });

  it('a removal waits 24 hours too', () => {
    const set = changeLimit(NO_LIMIT, 10_000n, T0).after;
    const removed = changeLimit(set, null, T0);
    expect(removed.immediate).toBe(false);
    expect(stateAt(removed.after, later(23 * HOUR)).amount).toBe(10_000n);
    expect(stateAt(removed.after, later(24 * HOUR))).toEqual({ amount: null, pending: null });
  });

  it('a later lowering cancels a pending raise', () => {
    const set = changeLimit(NO_LIMIT, 10_000n, T0).after;
    const raised = changeLimit(set, 30_000n, T0).after;
    const lowered = changeLimit(raised, 8_000n, later(HOUR));
    expect(lowered.immediate).toBe(true);
    expect(stateAt(lowered.after, later(48 * HOUR))).toEqual({ amount: 8_000n, pending: null });
  });

  it('whatever the sequence of changes, no change raises or removes the limit in force at once', () => {
    const step = fc.record({
      afterMs: fc.integer({ min: 0, max: 30 * HOUR }),
      amount: fc.option(fc.bigInt({ min: 0n, max: 100_000n }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        let state = NO_LIMIT;
        let clock = T0.getTime();
        for (const { afterMs, amount } of steps) {
          clock += afterMs;
          const before = stateAt(state, new Date(clock)).amount;
          state = changeLimit(state, amount, new Date(clock)).after;
          const now = stateAt(state, new Date(clock)).amount;
          // Nothing a change does takes effect at once unless it is a lowering (or a first limit).
          if (before !== null && (now === null || now > before)) throw new Error('raised at once');
        }
      }),
    );
  });
});
