import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from './format.ts';

describe('money in the console', () => {
  it('formats the decimal string itself, every digit, with the currency sign', () => {
    expect(formatAmount('90071992547409931.23', 'EN', { currency: 'CNY' })).toBe(
      '¥90,071,992,547,409,931.23',
    );
    expect(formatAmount('-20.50', 'EN', { currency: 'PKR' })).toBe('-Rs\u00a020.50');
  });

  it("keeps a credit's plus when asked, in Urdu too, and shows the number alone without a currency", () => {
    expect(formatAmount('+1500.00', 'EN', { currency: 'PKR', signed: true })).toBe('+Rs\u00a01,500.00');
    expect(formatAmount('+1500.00', 'UR', { currency: 'PKR', signed: true })).toContain('+Rs\u00a01,500.00');
    expect(formatAmount('1500.00', 'EN')).toBe('1,500.00');
  });

  it('shows text that is not a decimal as it is rather than as a wrong number', () => {
    expect(formatAmount('n/a', 'EN', { currency: 'PKR' })).toBe('n/a');
  });
});

describe('times in the console', () => {
  it('reads a 24-hour clock in both languages, with no Latin AM or PM for an Urdu line to move', () => {
    // 15:04 in Karachi (UTC+5) is 10:04 UTC; the runner's own zone may differ, so the hour is not pinned.
    const urdu = formatDateTime('2026-11-26T10:04:05Z', 'UR');
    expect(urdu).not.toMatch(/AM|PM/);
    expect(urdu).toMatch(/\d{2}:04:05$/);
    expect(formatDateTime('2026-11-26T10:04:05Z', 'EN')).toMatch(/^26 Nov 2026, \d{2}:04:05$/);
  });
});
