import {
  type CurrencyFormat,
  formatMoney as formatForLanguage,
  type MoneyDisplayOptions,
} from '@openlobby/contract/client';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * A decimal money string for the player in the UI language, by the contract's one formatter (the
 * studio, lottery and payment pages use the same): the merchant currency's code and scale, its
 * narrow symbol, thousands separators, Latin digits in both languages. Unreadable input is shown
 * as-is rather than as a wrong number.
 */
export function formatMoney(
  amount: string,
  currency: CurrencyFormat,
  options: MoneyDisplayOptions = {},
): string {
  return formatForLanguage(amount, currency, currentLanguage(), options);
}

/**
 * Header balance: whole units with thousands separators (spec 2.4), still read as money (symbol and
 * sign). Fractions are cut, not rounded, so the header never shows more money than the member has.
 */
export function formatWholeBalance(amount: string, currency: CurrencyFormat): string {
  return formatMoney(amount, currency, { whole: true });
}
