/**
 * Money on the page scripts, on the contract's one conversion (decimal strings <-> bigint minor
 * units, never a float) and its one formatter: what a player types is parsed by the same rules the
 * server applies, sums and payouts are counted in minor units at the currency's scale, and every
 * amount reads as it does in the lobby ("¥4,999.00", Latin digits in Urdu too).
 */
import {
  decimalToMinor,
  formatMinor,
  formatMoney,
  type Language,
  type ParsedAmount,
  parseAmount,
} from '@openlobby/contract/client';

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
  /** For the player, in the page's language, with the currency's symbol once the currency is known. */
  show(minor: bigint, signed?: boolean): string;
  /** A decimal the server sent, for the player; a "+" the server put on a gain stays. */
  showDecimal(decimal: string): string;
  /** For the API: the exact decimal string, ungrouped. */
  wire(minor: bigint): string;
}

/** `code` is the currency's ISO code, or '' while the page does not know it (amounts show plain). */
export function moneyAt(scale: number, language: Language, code = ''): Money {
  const currency = { code, scale };
  const display = (decimal: string, signed: boolean) =>
    formatMoney(decimal, currency, language, { signed, plain: code === '' });
  return {
    scale,
    parse: (typed) => parseAmount(typed, scale),
    minor: (decimal) => decimalToMinor(decimal, scale),
    show: (minor, signed = false) => display(formatMinor(minor, scale), signed),
    showDecimal: (decimal) => display(decimal, decimal.trim().startsWith('+')),
    wire: (minor) => formatMinor(minor, scale),
  };
}
