/**
 * Money on the page scripts, on the contract's one conversion (decimal strings <-> bigint minor
 * units, never a float): what a player types is parsed by the same rules the server applies, and
 * sums and payouts are counted in minor units at the currency's scale.
 */
import { decimalToMinor, formatMinor, type ParsedAmount, parseAmount } from '@openlobby/contract/client';

/** "1234567.50" -> "1,234,567.50": the whole part grouped by thousands, the fraction kept. */
export function groupThousands(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * The scale of a currency from an amount the server sent: its answers always carry the currency's
 * full scale ("1.00" at 2, "1" at 0).
 */
export function scaleOf(serverAmount: string): number {
  return (serverAmount.split('.')[1] ?? '').length;
}

export interface Money {
  readonly scale: number;
  /** What the player typed, by the contract's rules: a fraction of a minor unit is refused, never rounded. */
  parse(typed: string): ParsedAmount;
  /** A decimal the server sent, in minor units (null when it is not one at this scale). */
  minor(decimal: string): bigint | null;
  /** For the player: grouped by thousands, at the currency's scale. */
  show(minor: bigint, signed?: boolean): string;
  /** For the API: the exact decimal string, ungrouped. */
  wire(minor: bigint): string;
}

export function moneyAt(scale: number): Money {
  return {
    scale,
    parse: (typed) => parseAmount(typed, scale),
    minor: (decimal) => decimalToMinor(decimal, scale),
    show: (minor, signed = false) => groupThousands(formatMinor(minor, scale, signed)),
    wire: (minor) => formatMinor(minor, scale),
  };
}
