import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, decimalToMinor, formatMinor, parseAmount } from './money.ts';

const scale = fc.integer({ min: 0, max: 8 });
const minor = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });

describe('money', () => {
  it('formats and reads back every amount at every scale, exactly', () => {
    fc.assert(
      fc.property(minor, scale, (value, s) => {
        const text = formatMinor(value, s);
        expect(decimalToMinor(text, s)).toBe(value);
        // Always the full scale, never an exponent or a float's digits.
        expect(text).toMatch(s === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${s}}$`));
      }),
    );
  });

  it('accepts what it formats as an amount when positive and within range', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: MAX_AMOUNT_MINOR }), scale, (value, s) => {
        expect(parseAmount(formatMinor(value, s), s)).toEqual({ ok: true, minor: value });
      }),
    );
  });

  it('refuses a fraction of a minor unit instead of rounding, and ignores trailing zeros', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }), (value, s) => {
        const finer = formatMinor(value, s + 1);
        const exact = value % 10n === 0n;
        expect(decimalToMinor(finer, s)).toBe(exact ? value / 10n : null);
        const padded = `${formatMinor(value, s)}${s === 0 ? '.000' : '000'}`;
        expect(decimalToMinor(padded, s)).toBe(value);
      }),
    );
    expect(parseAmount('0.1', 2)).toEqual({ ok: true, minor: 10n });
    expect(parseAmount('0.30', 2)).toEqual({ ok: true, minor: 30n });
    expect(parseAmount('12.500', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('12.505', 2)).toEqual({ ok: false, code: 'AMOUNT_TOO_PRECISE' });
    expect(parseAmount('12.5', 0)).toEqual({ ok: false, code: 'AMOUNT_TOO_PRECISE' });
    expect(parseAmount('12', 0)).toEqual({ ok: true, minor: 12n });
    expect(parseAmount('12', 3)).toEqual({ ok: true, minor: 12_000n });
  });

  it('stays exact where a float would not (beyond 2^53)', () => {
    expect(decimalToMinor('90071992547409.93', 2)).toBe(9_007_199_254_740_993n);
    expect(formatMinor(9_007_199_254_740_993n, 2)).toBe('90071992547409.93');
  });

  it('names what is wrong with an amount', () => {
    for (const text of ['', ' ', 'abc', '1e3', '1,5', '12.', '.5', '+1', '0x10', 'NaN', '١٢'])
      expect(parseAmount(text, 2)).toEqual({ ok: false, code: 'AMOUNT_INVALID' });
    expect(parseAmount('0.00', 2)).toEqual({ ok: false, code: 'AMOUNT_NOT_POSITIVE' });
    expect(parseAmount('-1', 2)).toEqual({ ok: false, code: 'AMOUNT_NOT_POSITIVE' });
    expect(parseAmount('100000000000.01', 2)).toEqual({ ok: false, code: 'AMOUNT_TOO_LARGE' });
    expect(parseAmount('1'.repeat(40), 2)).toEqual({ ok: false, code: 'AMOUNT_TOO_LARGE' });
    expect(() => formatMinor(1n, -1)).toThrow(RangeError);
    expect(() => decimalToMinor('1', 2.5)).toThrow(RangeError);
  });

  it('never throws for any text', () => {
    fc.assert(
      fc.property(fc.string(), scale, (text, s) => {
        const parsed = parseAmount(text, s);
        if (parsed.ok) expect(parsed.minor > 0n && parsed.minor <= MAX_AMOUNT_MINOR).toBe(true);
        decimalToMinor(text, s);
      }),
    );
  });
});
