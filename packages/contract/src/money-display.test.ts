import { describe, expect, it } from 'vitest';
import { formatMinorMoney, formatMoney } from './money-display.ts';
import { currencySign } from './money-sign.ts';

const CNY = { code: 'CNY', scale: 2 };
const JPY = { code: 'JPY', scale: 0 };
const KWD = { code: 'KWD', scale: 3 };
const LRM = '\u200E';

describe('formatMoney', () => {
  it('shows two decimals with the narrow symbol and thousands separators', () => {
    expect(formatMoney('502.15', CNY, 'EN')).toBe('¥502.15');
    expect(formatMoney('4999', CNY, 'EN')).toBe('¥4,999.00');
    expect(formatMoney('1234567.5', CNY, 'EN')).toBe('¥1,234,567.50');
    expect(formatMoney('0', CNY, 'EN')).toBe('¥0.00');
  });

  it('follows the currency scale: none and three decimals', () => {
    expect(formatMoney('1234567', JPY, 'EN')).toBe('¥1,234,567');
    expect(formatMoney('0', JPY, 'EN')).toBe('¥0');
    expect(formatMoney('1234.5', KWD, 'EN')).toBe('KWD\u00A01,234.500');
    expect(formatMinorMoney(1234500n, KWD, 'EN')).toBe('KWD\u00A01,234.500');
    expect(formatMinorMoney(123456n, CNY, 'EN')).toBe('¥1,234.56');
    expect(formatMinorMoney(5n, JPY, 'EN')).toBe('¥5');
  });

  it('puts the minus before the symbol, and never shows a negative zero', () => {
    expect(formatMoney('-12.3', CNY, 'EN')).toBe('-¥12.30');
    expect(formatMinorMoney(-123456789n, CNY, 'EN')).toBe('-¥1,234,567.89');
    expect(formatMoney('-0.001', CNY, 'EN')).toBe('¥0.00');
  });

  it('signs gains and losses when asked, and not zero', () => {
    expect(formatMoney('12', CNY, 'EN', { signed: true })).toBe('+¥12.00');
    expect(formatMoney('-12', CNY, 'EN', { signed: true })).toBe('-¥12.00');
    expect(formatMoney('0', CNY, 'EN', { signed: true })).toBe('¥0.00');
  });

  it('rounds extra precision half away from zero, on the decimal text rather than a float', () => {
    expect(formatMoney('0.005', CNY, 'EN')).toBe('¥0.01');
    expect(formatMoney('999.995', CNY, 'EN')).toBe('¥1,000.00');
    expect(formatMoney('90071992547409931.239', CNY, 'EN')).toBe('¥90,071,992,547,409,931.24');
  });

  it('cuts to whole units for the header, never rounding up', () => {
    expect(formatMoney('1999.99', CNY, 'EN', { whole: true })).toBe('¥1,999');
    expect(formatMoney('-1999.99', CNY, 'EN', { whole: true })).toBe('-¥1,999');
    expect(formatMoney('0.99', CNY, 'EN', { whole: true })).toBe('¥0');
  });

  it('leaves out the currency for plain amounts', () => {
    expect(formatMoney('4999', CNY, 'EN', { plain: true })).toBe('4,999.00');
    expect(formatMoney('4999', CNY, 'UR', { plain: true })).toBe('4,999.00');
  });

  it('keeps Latin digits and the same symbol in Urdu, with the minus held to the left of the number', () => {
    expect(formatMoney('1234567.5', CNY, 'UR')).toBe('¥1,234,567.50');
    expect(formatMoney('1234567', JPY, 'UR')).toBe('¥1,234,567');
    expect(formatMoney('-12.3', CNY, 'UR')).toBe(`${LRM}-¥12.30`);
    expect(formatMoney('12', CNY, 'UR', { signed: true })).toBe(`${LRM}+¥12.00`);
    expect(formatMoney('1999.99', CNY, 'UR', { whole: true })).toBe('¥1,999');
    expect(formatMoney('1234.5', { code: 'PKR', scale: 2 }, 'UR')).toBe('Rs\u00A01,234.50');
    expect(formatMoney('1234.5', KWD, 'UR')).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  it('shows what is not a decimal as it is, and writes out a code Intl does not take', () => {
    expect(formatMoney('abc', CNY, 'EN')).toBe('abc');
    expect(formatMoney('12.5', { code: 'POINTS', scale: 1 }, 'EN')).toBe('POINTS 12.5');
  });
});

describe('currencySign', () => {
  it('is the mark formatMoney writes, in both languages, whatever symbol the merchant stored', () => {
    for (const language of ['EN', 'UR'] as const) {
      expect(currencySign(CNY, language)).toBe('¥');
      expect(formatMoney('5', CNY, language)).toContain(currencySign(CNY, language));
      expect(formatMoney('5', { code: 'PKR', scale: 2 }, language)).toContain(
        currencySign({ code: 'PKR', scale: 2 }, language),
      );
    }
    expect(currencySign({ code: 'PKR', scale: 2 }, 'UR')).toBe('Rs');
  });

  it('is the code where Intl has no symbol or refuses the code', () => {
    expect(currencySign({ code: 'DEMO', scale: 2 }, 'EN')).toBe('DEMO');
    expect(formatMoney('5', { code: 'DEMO', scale: 2 }, 'EN')).toBe('DEMO 5.00');
  });
});
