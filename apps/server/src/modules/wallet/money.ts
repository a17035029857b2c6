/**
 * Money as integer minor units (bigint) with an explicit currency scale. JSON carries decimal
 * strings; this is the one place that turns them into minor units and back, so no float ever holds
 * an amount.
 */
import type { ErrorCode } from '@openlobby/contract';

/**
 * Largest amount one transfer may move, in minor units. Far above any real payment, and small enough
 * that running totals stay exact in a JavaScript number (better-sqlite3 reads integers as numbers).
 */
export const MAX_AMOUNT_MINOR = 10n ** 13n;

export type ParsedAmount =
  { readonly ok: true; readonly minor: bigint } | { readonly ok: false; readonly code: ErrorCode };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses a positive decimal amount such as "12.50" at the currency's scale. Trailing zeros beyond
 * the scale are fine ("12.500"); a real fraction of a cent is refused, never rounded.
 */
export function parseAmount(input: string, scale: number): ParsedAmount {
  const match = DECIMAL.exec(input.trim());
  if (match === null) return { ok: false, code: 'AMOUNT_INVALID' };
  const [, sign = '', whole = '0', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) return { ok: false, code: 'AMOUNT_TOO_PRECISE' };
  // Long strings of digits are too large before they are anything else.
  if (whole.replace(/^0+/, '').length > 18) return { ok: false, code: 'AMOUNT_TOO_LARGE' };
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(significant.padEnd(scale, '0') || '0');
  if (sign === '-' || minor === 0n) return { ok: false, code: 'AMOUNT_NOT_POSITIVE' };
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, code: 'AMOUNT_TOO_LARGE' };
  return { ok: true, minor };
}

/** 1250n at scale 2 -> "12.50"; -5n -> "-0.05". `signed` adds "+" to positive amounts. */
export function formatMinor(minor: bigint, scale: number, signed = false): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const body = scale === 0 ? whole : `${whole}.${digits.slice(digits.length - scale)}`;
  if (negative) return `-${body}`;
  return signed && minor > 0n ? `+${body}` : body;
}

/** BIGINT as read from either database (number from better-sqlite3, string from pg). */
export function toBigInt(value: string | number | bigint): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

/** `amount * basisPoints / 10000`, rounded down: fees and bonuses never create a fraction of a cent. */
export function applyBasisPoints(amount: bigint, basisPoints: number): bigint {
  return (amount * BigInt(basisPoints)) / 10_000n;
}

/** Basis points as a percentage string: 150 -> "1.50". */
export function basisPointsToPercent(basisPoints: number): string {
  return formatMinor(BigInt(basisPoints), 2);
}
