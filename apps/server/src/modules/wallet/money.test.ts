import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, applyBasisPoints, formatMinor, parseAmount, thresholdMinor } from './money.ts';

describe('money', () => {
  it('parses decimal strings into minor units without floats', () => {
    expect(parseAmount('12.50', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('0.1', 2)).toEqual({ ok: true, minor: 10n });
    expect(parseAmount('100', 2)).toEqual({ ok: true, minor: 10000n });
    expect(parseAmount('12.500', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount(' 7 ', 0)).toEqual({ ok: true, minor: 7n });
  });

  it('names what is wrong with a bad amount', () => {
    expect(parseAmount('-5', 2)).toEqual({ ok: false, code: 'AMOUNT_NOT_POSITIVE' });
    expect(parseAmount('0', 2)).toEqual({ ok: false, code: 'AMOUNT_NOT_POSITIVE' });
    expect(parseAmount('0.00', 2)).toEqual({ ok: false, code: 'AMOUNT_NOT_POSITIVE' });
    expect(parseAmount('1.005', 2)).toEqual({ ok: false, code: 'AMOUNT_TOO_PRECISE' });
    expect(parseAmount('1e5', 2)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseAmount('abc', 2)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseAmount('', 2)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseAmount('1,000', 2)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseAmount('NaN', 2)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseAmount('Infinity', 2)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseAmount('99999999999999999999999', 2)).toEqual({ ok: false, code: 'AMOUNT_TOO_LARGE' });
    expect(parseAmount('100000000000.01', 2)).toEqual({ ok: false, code: 'AMOUNT_TOO_LARGE' });
  });

  it('formats minor units at the scale', () => {
    expect(formatMinor(1250n, 2)).toBe('12.50');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(-5n, 2)).toBe('-0.05');
    expect(formatMinor(0n, 2)).toBe('0.00');
    expect(formatMinor(1250n, 2, true)).toBe('+12.50');
    expect(formatMinor(42n, 0)).toBe('42');
  });

  it('round-trips every amount through its decimal string (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR }),
        fc.integer({ min: 0, max: 8 }),
        (minor, scale) => {
          expect(parseAmount(formatMinor(minor, scale), scale)).toEqual({ ok: true, minor });
        },
      ),
    );
  });

  it('never accepts a fraction finer than the scale (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 4 }),
        (whole, lastDigit, scale) => {
          const input = `${whole}.${'0'.repeat(scale)}${lastDigit}`;
          expect(parseAmount(input, scale)).toEqual({ ok: false, code: 'AMOUNT_TOO_PRECISE' });
        },
      ),
    );
  });

  it('splits an amount into fee and rest without losing a cent (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: MAX_AMOUNT_MINOR }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const fee = applyBasisPoints(amount, bp);
          expect(fee >= 0n && fee <= amount).toBe(true);
          expect(fee + (amount - fee)).toBe(amount);
        },
      ),
    );
  });

  it('reads an approval threshold in minor units at the scale, dropping digits finer than it', () => {
    expect(thresholdMinor('10000', 2)).toBe(1_000_000n);
    expect(thresholdMinor('1000.5', 2)).toBe(100_050n);
    expect(thresholdMinor('1000.129', 2)).toBe(100_012n);
    expect(thresholdMinor('7.5', 0)).toBe(7n);
  });
});
