/**
 * Money between its two forms: decimal strings on the wire ("12.50") and integer minor units
 * (bigint) everywhere it is counted. The one conversion the server, the web and the tests share.
 * The scale is always passed in (the merchant currency's, see merchant.currency_scale); text is
 * turned into digits, never into a float, so 0.1 + 0.2 is 0.30 here.
 */
import type { ErrorCode } from './errors.ts';

/**
 * Largest amount one transfer may move, in minor units. Far above any real payment, and small enough
 * that running totals stay exact in a JavaScript number (better-sqlite3 reads integers as numbers).
 */
export const MAX_AMOUNT_MINOR = 10n ** 13n;

export type ParsedAmount =
  { readonly ok: true; readonly minor: bigint } | { readonly ok: false; readonly code: ErrorCode };

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface Digits {
  readonly negative: boolean;
  readonly whole: string;
  /** The fraction without its trailing zeros. */
  readonly fraction: string;
}

function digitsOf(input: string): Digits | null {
  const match = DECIMAL.exec(input.trim());
  if (match === null) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  return {
    negative: sign === '-',
    whole: whole.replace(/^0+(?=\d)/, ''),
    fraction: fraction.replace(/0+$/, ''),
  };
}

function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > 18) throw new RangeError(`money scale ${scale}`);
}

function minorOf(digits: Digits, scale: number): bigint {
  const magnitude = BigInt(digits.whole + digits.fraction.padEnd(scale, '0'));
  return digits.negative ? -magnitude : magnitude;
}

/**
 * An amount someone asks to move, such as "12.50", at the currency's scale: positive, at most
 * MAX_AMOUNT_MINOR. Trailing zeros beyond the scale are fine ("12.500"); a real fraction of a minor
 * unit is refused (AMOUNT_TOO_PRECISE), never rounded.
 */
export function parseAmount(input: string, scale: number): ParsedAmount {
  assertScale(scale);
  const digits = digitsOf(input);
  if (digits === null || input.trim().startsWith('+')) return { ok: false, code: 'AMOUNT_INVALID' };
  if (digits.fraction.length > scale) return { ok: false, code: 'AMOUNT_TOO_PRECISE' };
  // Long strings of digits are too large before they are anything else.
  if (digits.whole.length > 18) return { ok: false, code: 'AMOUNT_TOO_LARGE' };
  const minor = minorOf(digits, scale);
  if (digits.negative || minor === 0n) return { ok: false, code: 'AMOUNT_NOT_POSITIVE' };
  if (minor > MAX_AMOUNT_MINOR) return { ok: false, code: 'AMOUNT_TOO_LARGE' };
  return { ok: true, minor };
}

/**
 * Any decimal string ("-3.50", "0", "+1.2") in minor units at `scale`, or null when it is not a
 * decimal or holds a fraction of a minor unit. For sums and records; no range check.
 */
export function decimalToMinor(input: string, scale: number): bigint | null {
  assertScale(scale);
  const digits = digitsOf(input);
  if (digits === null || digits.fraction.length > scale) return null;
  return minorOf(digits, scale);
}

/** 1250n at scale 2 -> "12.50"; -5n -> "-0.05". `signed` adds "+" to positive amounts. */
export function formatMinor(minor: bigint, scale: number, signed = false): string {
  assertScale(scale);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const body = scale === 0 ? whole : `${whole}.${digits.slice(digits.length - scale)}`;
  if (negative) return `-${body}`;
  return signed && minor > 0n ? `+${body}` : body;
}
