/**
 * Money as integer minor units (bigint) with an explicit currency scale: the server's helpers around
 * the contract's conversion (packages/contract/src/money.ts), so no float ever holds an amount.
 */

// The decimal string <-> minor units conversion is the contract's, shared with the web and tests.
export { MAX_AMOUNT_MINOR, type ParsedAmount, formatMinor, parseAmount } from '@openlobby/contract';
import { formatMinor } from '@openlobby/contract';

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

/** The configured amount in the currency's minor units; finer digits than it has are dropped. */
export function thresholdMinor(above: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = above.split('.');
  const minorDigits = fraction.padEnd(scale, '0').slice(0, scale);
  return BigInt(whole) * 10n ** BigInt(scale) + (minorDigits === '' ? 0n : BigInt(minorDigits));
}
