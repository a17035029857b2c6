import type { Language } from './enums.ts';
import { CURRENCY_DISPLAY, MONEY_LOCALES, type MoneyCurrency } from './money-display.ts';

/**
 * The currency's mark exactly as formatMoney writes it beside an amount ("¥", "Rs", "$"), for a
 * money box that shows the sign apart from the number; the code where Intl knows no symbol or
 * refuses the code, as formatMoney then writes it. Its own module, so only the screens with such a
 * box load it.
 */
export function currencySign(currency: MoneyCurrency, language: Language): string {
  try {
    const format = new Intl.NumberFormat(MONEY_LOCALES[language], {
      ...CURRENCY_DISPLAY,
      currency: currency.code,
    });
    return format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency.code;
  } catch {
    return currency.code;
  }
}
