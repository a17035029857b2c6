/**
 * Money entered by a player. Amounts are decimal strings on the wire and integer minor units
 * (BigInt) inside these helpers: no binary float ever touches money, so 0.1 + 0.2 is 0.30 here.
 */

import { decimalToMinor, formatMinor } from '@openlobby/contract/client';

/** Eastern Arabic and Persian digits (Urdu keyboards) read as ASCII digits. */
const LOCAL_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function asciiDigits(text: string): string {
  return text.replace(LOCAL_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * What the amount box keeps of a keystroke: digits and one decimal point (a comma or the Arabic
 * decimal separator count as one), at most `scale` fraction digits, no leading zeros.
 */
export function sanitizeAmountInput(text: string, scale: number): string {
  const unified = asciiDigits(text).replace(/[,\u066B]/g, '.');
  let integer = '';
  let fraction = '';
  let seenPoint = false;
  for (const char of unified) {
    if (char >= '0' && char <= '9') {
      if (seenPoint) {
        if (fraction.length < scale) fraction += char;
      } else integer += char;
    } else if (char === '.' && !seenPoint && scale > 0) seenPoint = true;
  }
  integer = integer.replace(/^0+(?=\d)/, '');
  if (seenPoint) return `${integer || '0'}.${fraction}`;
  return integer;
}

/** What a preset chip types into the box: "200.00" becomes "200", "12.50" stays. */
export function presetEntry(preset: string, scale: number): string {
  return sanitizeAmountInput(preset, scale).replace(/\.0*$/, '');
}

/**
 * Minor units of a plain decimal string (no sign; "12." while typing counts as "12"), or null when it
 * is not one or holds a fraction of a minor unit. The contract's conversion, as the server's.
 */
export function toMinorUnits(amount: string, scale: number): bigint | null {
  const plain = amount.trim().replace(/\.$/, '');
  if (!/^\d/.test(plain)) return null;
  return decimalToMinor(plain, scale);
}

/** The decimal string of minor units ("12345", 2 -> "123.45"). */
export function fromMinorUnits(minor: bigint, scale: number): string {
  return formatMinor(minor, scale);
}

export interface AmountLimits {
  /** Decimal strings from the server; null when there is no such bound. */
  min: string | null;
  max: string | null;
  scale: number;
}

export type AmountProblem =
  | { kind: 'required' | 'invalid' | 'zero' | 'aboveBalance' }
  | { kind: 'belowMin'; min: string }
  | { kind: 'aboveMax'; max: string };

/**
 * Why an entered amount cannot be sent, or null when it can. Bounds are inclusive; `available`
 * (withdrawals) refuses more than the balance.
 */
export function amountProblem(text: string, limits: AmountLimits, available?: string): AmountProblem | null {
  if (text.trim() === '') return { kind: 'required' };
  const minor = toMinorUnits(text, limits.scale);
  if (minor === null) return { kind: 'invalid' };
  if (minor === 0n) return { kind: 'zero' };
  const min = limits.min === null ? null : toMinorUnits(limits.min, limits.scale);
  if (min !== null && minor < min) return { kind: 'belowMin', min: limits.min ?? '' };
  const max = limits.max === null ? null : toMinorUnits(limits.max, limits.scale);
  if (max !== null && minor > max) return { kind: 'aboveMax', max: limits.max ?? '' };
  if (available !== undefined) {
    // A balance kept at finer precision than the entry counts only its whole minor units.
    const balance = toMinorUnits(
      available.replace(new RegExp(`(\\.\\d{${limits.scale}})\\d+$`), '$1'),
      limits.scale,
    );
    if (balance === null || minor > balance) return { kind: 'aboveBalance' };
  }
  return null;
}

/** The canonical decimal string to send ("1.5" -> "1.50" at scale 2). */
export function normalizeAmount(text: string, scale: number): string | null {
  const minor = toMinorUnits(text, scale);
  return minor === null ? null : fromMinorUnits(minor, scale);
}

/** Sum of decimal strings, exactly (totals bars). Unreadable entries count as zero. */
export function sumAmounts(amounts: readonly string[], scale: number): string {
  let total = 0n;
  for (const amount of amounts) {
    const trimmed = amount.trim();
    const negative = trimmed.startsWith('-');
    const minor = toMinorUnits(negative ? trimmed.slice(1) : trimmed, scale);
    if (minor !== null) total += negative ? -minor : minor;
  }
  return fromMinorUnits(total, scale);
}
