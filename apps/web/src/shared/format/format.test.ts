import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_FORMAT } from '../store/commonStore.ts';
import { formatBadge } from './badge.ts';
import { formatDate, formatDateTime, formatDay } from './dateTime.ts';
import { formatMoney, formatWholeBalance } from './money.ts';

describe('money formatting (the contract formatter, in the UI language)', () => {
  it('shows the merchant currency (CNY by default) with its narrow symbol and scale', () => {
    expect(formatMoney('1234567.5', DEFAULT_CURRENCY_FORMAT)).toBe('¥1,234,567.50');
    expect(formatMoney('0', DEFAULT_CURRENCY_FORMAT)).toBe('¥0.00');
    expect(formatMoney('-12.3', DEFAULT_CURRENCY_FORMAT)).toBe('-¥12.30');
    expect(formatMoney('12', DEFAULT_CURRENCY_FORMAT, { signed: true })).toBe('+¥12.00');
    expect(formatMoney('4999', DEFAULT_CURRENCY_FORMAT, { plain: true })).toBe('4,999.00');
  });

  it('rounds half away from zero on the digits, beyond float precision', () => {
    expect(formatMoney('0.005', DEFAULT_CURRENCY_FORMAT)).toBe('¥0.01');
    expect(formatMoney('999.995', DEFAULT_CURRENCY_FORMAT)).toBe('¥1,000.00');
    expect(formatMoney('90071992547409931.239', DEFAULT_CURRENCY_FORMAT)).toBe('¥90,071,992,547,409,931.24');
    expect(formatMoney('-0.001', DEFAULT_CURRENCY_FORMAT)).toBe('¥0.00');
  });

  it('follows the merchant currency code and scale', () => {
    const rupee = { ...DEFAULT_CURRENCY_FORMAT, code: 'PKR', symbol: 'Rs ', scale: 0 };
    expect(formatMoney('1234567.89', rupee)).toBe('Rs\u00A01,234,568');
  });

  it('leaves unreadable amounts as they are', () => {
    expect(formatMoney('abc', DEFAULT_CURRENCY_FORMAT)).toBe('abc');
  });

  it('shows the header balance as whole money, thousands-separated, without rounding up', () => {
    expect(formatWholeBalance('1234567.99', DEFAULT_CURRENCY_FORMAT)).toBe('¥1,234,567');
    expect(formatWholeBalance('999.999', DEFAULT_CURRENCY_FORMAT)).toBe('¥999');
    expect(formatWholeBalance('-1500.5', DEFAULT_CURRENCY_FORMAT)).toBe('-¥1,500');
    expect(formatWholeBalance('0.75', DEFAULT_CURRENCY_FORMAT)).toBe('¥0');
  });
});

describe('unread badge (spec 2.13)', () => {
  it('shows nothing for guests or zero, the count, or 99+ above 99', () => {
    expect(formatBadge(5, false)).toBeNull();
    expect(formatBadge(0, true)).toBeNull();
    expect(formatBadge(7, true)).toBe('7');
    expect(formatBadge(99, true)).toBe('99');
    expect(formatBadge(100, true)).toBe('99+');
  });
});

describe('date formatting', () => {
  it('gives the date alone or with the time, in English and Urdu, and leaves a bad value as it is', () => {
    const iso = '2026-03-04T05:06:00Z';
    expect(formatDate(iso, 'EN')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(formatDate(iso, 'UR')).toBe(
      new Intl.DateTimeFormat('ur-PK', { dateStyle: 'medium' }).format(new Date(iso)),
    );
    expect(formatDateTime(iso, 'EN')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(
        new Date(iso),
      ),
    );
    expect(formatDate(iso, 'EN')).not.toBe(formatDateTime(iso, 'EN'));
    expect(formatDate('', 'EN')).toBe('');
  });

  it('writes an Urdu time without English AM/PM, on the 24-hour clock the English one uses', () => {
    const iso = '2026-03-04T15:06:00Z';
    const urdu = formatDateTime(iso, 'UR');
    expect(urdu).not.toMatch(/[A-Za-z]/);
    const hour = String(new Date(iso).getHours()).padStart(2, '0');
    expect(urdu).toContain(`${hour}:06`);
    expect(formatDateTime(iso, 'EN')).toContain(`${hour}:06`);
  });

  it('shows a counted calendar day as that day in every zone, in English and Urdu', () => {
    const zone = process.env.TZ;
    // West of UTC, midnight UTC is still the evening before: a zone-following format would say 3 March.
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatDay('2026-03-04', 'EN')).toBe('4 Mar 2026');
      expect(formatDay('2026-03-04', 'UR')).toBe(
        new Intl.DateTimeFormat('ur-PK', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2026, 2, 4)),
        ),
      );
      expect(formatDay('2026-03-04', 'UR')).not.toBe(formatDay('2026-03-04', 'EN'));
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(formatDay('not a day', 'EN')).toBe('not a day');
  });
});
