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

/** The locale each language formats money in (also the currency sign's, money-sign.ts). */
export const MONEY_LOCALES: Readonly<Record<Language, string>> = { EN: 'en', UR: 'ur-PK' };

/** How the currency is written: its narrow symbol, the same for amounts and for the sign alone. */
export const CURRENCY_DISPLAY = { style: 'currency', currencyDisplay: 'narrowSymbol' } as const;

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * Intl.NumberFormat formats a decimal string exactly where the engine has NumberFormat v3 (every
 * current browser and Node 20); an older engine reads it as a number, close enough for showing.
 * Typed here because the page scripts compile against an older library.
 */
type Format = (decimal: string) => string;

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
    signDisplay: options.signed ? 'exceptZero' : 'auto',
    useGrouping: true,
  };
  const locale = MONEY_LOCALES[language];
  const textOf = (format: Intl.NumberFormat): Format => format.format.bind(format) as unknown as Format;
  let made: Format;
  if (options.plain) {
    made = textOf(new Intl.NumberFormat(locale, number));
  } else {
    try {
      made = textOf(
        new Intl.NumberFormat(locale, { ...number, ...CURRENCY_DISPLAY, currency: currency.code }),
      );
    } catch {
      // A code Intl refuses (not three letters) still shows the number, with the code written out.
      const plain = textOf(new Intl.NumberFormat(locale, number));
      made = (decimal) => `${currency.code} ${plain(decimal)}`;
    }
  }
  cache.set(key, made);
  return made;
}

/**
 * The decimal to hand to Intl: whole units cut (never rounded up), and an amount that shows as zero
 * at `digits` without its sign ("-0.001" is not an amount anyone owes).
 */
function prepared(amount: string, digits: number, whole: boolean): string | null {
  const match = DECIMAL.exec(amount.trim());
  if (match === null) return null;
  const [, sign = '', integer = '0', fraction = ''] = match;
  const kept = whole ? '' : fraction;
  const roundsAway = !whole && Number(fraction.charAt(digits) || '0') >= 5;
  const zero = /^0*$/.test(integer) && /^0*$/.test(kept.slice(0, digits)) && !roundsAway;
  if (zero) return '0';
  return `${sign === '-' ? '-' : ''}${integer}${kept === '' ? '' : `.${kept}`}`;
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
  const whole = options.whole === true;
  const decimal = prepared(amount, whole ? 0 : currency.scale, whole);
  if (decimal === null) return amount;
  return formatFor(currency, language, options)(decimal);
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
