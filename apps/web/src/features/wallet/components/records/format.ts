import type { CurrencyFormat } from '@openlobby/contract/client';
import { parseDecimal, isZero } from '../../../../shared/format/decimal.ts';
import { formatMoney } from '../../../../shared/format/money.ts';

/** A signed movement: "+¥100.00" or "-¥20.00", wrapped so it reads left to right in Urdu. */
export function signedMoney(amount: string, currency: CurrencyFormat): string {
  return `\u2066${formatMoney(amount, currency, { signed: true })}\u2069`;
}

/** -1, 0 or 1 for colouring a movement; unreadable amounts are neutral. */
export function signOf(amount: string): -1 | 0 | 1 {
  const parts = parseDecimal(amount);
  if (parts === null || isZero(parts)) return 0;
  return parts.negative ? -1 : 1;
}

export function moneyClass(amount: string): string {
  const sign = signOf(amount);
  return sign > 0 ? 'money--plus' : sign < 0 ? 'money--minus' : '';
}
