import type { CurrencyFormat } from '@openlobby/contract/client';
import { groupThousands, isZero, parseDecimal, roundDecimal } from './decimal.ts';

/** Fraction digits a pattern such as "#,##0.00" asks for. */
export function patternFractionDigits(pattern: string): number {
  const dot = pattern.indexOf('.');
  return dot === -1 ? 0 : pattern.slice(dot + 1).replace(/[^0#]/g, '').length;
}

function patternGroups(pattern: string): boolean {
  const dot = pattern.indexOf('.');
  return (dot === -1 ? pattern : pattern.slice(0, dot)).includes(',');
}

/**
 * Formats a decimal money string with the merchant currency (spec section 3 defaults: CNY, ￥,
 * "#,##0.00"). Unreadable input is shown as-is rather than as a wrong number.
 */
export function formatMoney(amount: string, currency: CurrencyFormat, withSymbol = true): string {
  const parts = parseDecimal(amount);
  if (!parts) return amount;
  const rounded = roundDecimal(parts, patternFractionDigits(currency.pattern));
  const integer = patternGroups(currency.pattern)
    ? groupThousands(rounded.integer, currency.groupSeparator)
    : rounded.integer;
  const number = rounded.fraction ? `${integer}${currency.decimalSeparator}${rounded.fraction}` : integer;
  const sign = rounded.negative && !isZero(rounded) ? '-' : '';
  return `${sign}${withSymbol ? currency.symbol : ''}${number}`;
}

/**
 * Header balance: a whole number with thousands separators (spec 2.4). Fractions are cut, not
 * rounded, so the header never shows more money than the member has.
 */
export function formatWholeBalance(amount: string, groupSeparator = ','): string {
  const parts = parseDecimal(amount);
  if (!parts) return amount;
  const sign = parts.negative && !/^0+$/.test(parts.integer) ? '-' : '';
  return `${sign}${groupThousands(parts.integer, groupSeparator)}`;
}
