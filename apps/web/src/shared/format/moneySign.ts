import { type CurrencyFormat, currencySign } from '@openlobby/contract/client';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * The currency's mark as formatMoney writes it ("¥", not the merchant's stored "￥"), for a money box
 * that shows the sign beside what the player types. Apart from money.ts, which home loads first.
 */
export function moneySign(currency: CurrencyFormat): string {
  return currencySign(currency, currentLanguage());
}
