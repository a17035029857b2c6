/**
 * Money as a player reads it, the same on every screen: the lobby, the studio and lottery pages and
 * the payment page all format through here, from the merchant's currency code and scale.
 *
 * Intl.NumberFormat formats the decimal string itself (never a float), so a balance of
 * 90071992547409931.23 shows every digit. Urdu keeps Latin digits, as the rest of the app does
 * (amount boxes, dates, the game pages), with Urdu's own placement of sign and symbol; the symbol is
 * the narrow one ("¥", "Rs", "$") in both languages so a player sees one mark for their currency.
 */
import type { Language } from './enums.ts';
import { formatMinor } from './money.ts';

export interface MoneyCurrency {
  /** ISO 4217 code, such as "CNY". */
  readonly code: string;
  /** Digits after the decimal point (the merchant's currency scale). */
  readonly scale: number;
}

export interface MoneyDisplayOptions {
  /** A "+" on amounts above zero (money in, payouts). */
  readonly signed?: boolean;
  /** Whole units only, cut and never rounded up, so a total never shows more than there is. */
  readonly whole?: boolean;
  /** Without the currency (amount chips and limits beside a labelled box). */
  readonly plain?: boolean;
}

const LOCALES: Readonly<Record<Language, string>> = { EN: 'en', UR: 'ur-PK' };

const DECIMAL = /^[+-]?\d+(?:\.\d+)?$/;

type Format = (decimal: Intl.StringNumericLiteral) => string;

const cache = new Map<string, Format>();

function formatFor(currency: MoneyCurrency, language: Language, options: MoneyDisplayOptions): Format {
  const key = `${language}|${currency.code}|${currency.scale}|${options.signed}|${options.whole}|${options.plain}`;
  const known = cache.get(key);
  if (known) return known;
  const digits = options.whole ? 0 : currency.scale;
  const number: Intl.NumberFormatOptions = {
    numberingSystem: 'latn',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: options.whole ? 'trunc' : 'halfExpand',
    // "-0.00" is not an amount anyone owes.
    signDisplay: options.signed ? 'exceptZero' : 'negative',
    useGrouping: true,
  };
  const locale = LOCALES[language];
  let made: Format;
  if (options.plain) {
    const plain = new Intl.NumberFormat(locale, number);
    made = (decimal) => plain.format(decimal);
  } else {
    try {
      const money = new Intl.NumberFormat(locale, {
        ...number,
        style: 'currency',
        currency: currency.code,
        currencyDisplay: 'narrowSymbol',
      });
      made = (decimal) => money.format(decimal);
    } catch {
      // A code Intl refuses (not three letters) still shows the number, with the code written out.
      const plain = new Intl.NumberFormat(locale, number);
      made = (decimal) => `${currency.code} ${plain.format(decimal)}`;
    }
  }
  cache.set(key, made);
  return made;
}

/**
 * A decimal string from the API ("1234.5", "-12.30") for the player: "¥1,234.50", "-¥12.30". More
 * fraction digits than the currency has are rounded half away from zero (or cut with `whole`).
 * Text that is not a decimal is shown as it is rather than as a wrong number.
 */
export function formatMoney(
  amount: string,
  currency: MoneyCurrency,
  language: Language,
  options: MoneyDisplayOptions = {},
): string {
  const trimmed = amount.trim();
  if (!DECIMAL.test(trimmed)) return amount;
  return formatFor(currency, language, options)(trimmed as Intl.StringNumericLiteral);
}

/** Minor units (1250n at scale 2) for the player, as formatMoney shows their decimal. */
export function formatMinorMoney(
  minor: bigint,
  currency: MoneyCurrency,
  language: Language,
  options: MoneyDisplayOptions = {},
): string {
  return formatMoney(formatMinor(minor, currency.scale), currency, language, options);
}
