import { parseAmount } from '@openlobby/contract/client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  fromMinorUnits,
  normalizeAmount,
  presetEntry,
  sanitizeAmountInput,
  sumAmounts,
  toMinorUnits,
} from './amount.ts';

const limits = { min: '100', max: '50000', scale: 2 };

describe('amount entry', () => {
  it('keeps digits and one point with at most `scale` decimals', () => {
    expect(sanitizeAmountInput('1a2b3', 2)).toBe('123');
    expect(sanitizeAmountInput('12.345', 2)).toBe('12.34');
    expect(sanitizeAmountInput('1.2.3', 2)).toBe('1.23');
    expect(sanitizeAmountInput('007', 2)).toBe('7');
    expect(sanitizeAmountInput('.5', 2)).toBe('0.5');
    expect(sanitizeAmountInput('-50', 2)).toBe('50');
    expect(sanitizeAmountInput('1e5', 2)).toBe('15');
    expect(sanitizeAmountInput('12.5', 0)).toBe('125');
    // Urdu keyboards type Eastern Arabic digits and the Arabic decimal separator.
    expect(sanitizeAmountInput('۱۲۳٫۵', 2)).toBe('123.5');
    expect(sanitizeAmountInput('1,5', 2)).toBe('1.5');
    expect(presetEntry('200.00', 2)).toBe('200');
    expect(presetEntry('12.50', 2)).toBe('12.50');
  });

  it('converts to integer minor units without float error', () => {
    expect(toMinorUnits('0.1', 2)).toBe(10n);
    expect(sumAmounts(['0.1', '0.2'], 2)).toBe('0.30');
    expect(normalizeAmount('1.005', 2)).toBeNull();
    expect(toMinorUnits('90071992547409931.23', 2)).toBe(9007199254740993123n);
    expect(fromMinorUnits(9007199254740993123n, 2)).toBe('90071992547409931.23');
    expect(fromMinorUnits(-5n, 2)).toBe('-0.05');
    expect(sumAmounts(['10.50', '-0.25', 'x'], 2)).toBe('10.25');
  });

  it('round-trips every amount exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor, 2), 2)).toBe(minor);
      }),
    );
  });

  it('checks bounds inclusively and names each problem', () => {
    expect(amountProblem('', limits)).toEqual({ kind: 'required' });
    expect(amountProblem('0', limits)).toEqual({ kind: 'zero' });
    expect(amountProblem('abc', limits)).toEqual({ kind: 'invalid' });
    expect(amountProblem('99.99', limits)).toEqual({ kind: 'belowMin', min: '100' });
    expect(amountProblem('100', limits)).toBeNull();
    expect(amountProblem('50000.00', limits)).toBeNull();
    expect(amountProblem('50000.01', limits)).toEqual({ kind: 'aboveMax', max: '50000' });
    expect(amountProblem('150', limits, '149.999')).toEqual({ kind: 'aboveBalance' });
    expect(amountProblem('149.99', limits, '149.999')).toBeNull();
  });
});

describe('the same money rules as the server', () => {
  it('reads every amount the server accepts as the same minor units, at any currency scale', () => {
    const amountText = fc
      .tuple(fc.nat({ max: 10 ** 9 }), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }))
      .map(([whole, fraction]) => (fraction === '' ? String(whole) : `${whole}.${fraction}`));
    fc.assert(
      fc.property(amountText, fc.integer({ min: 0, max: 4 }), (text, scale) => {
        const server = parseAmount(text, scale);
        if (server.ok) expect(toMinorUnits(text, scale)).toBe(server.minor);
      }),
    );
    // Trailing zeros past the scale: the server takes "12.500" as 12.50, so the form does too.
    expect(toMinorUnits('12.500', 2)).toBe(1250n);
  });
});
