import { formatMoney } from '@openlobby/contract';

/** Dates and times in the console's language (Urdu as written in Pakistan). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // A 24-hour clock in both languages: Urdu's 12-hour form ends in a Latin "PM", which a
  // right-to-left line moves away from its time.
  return new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(date);
}

/**
 * A decimal money string from the API ("1500.00", "-20.50", "+3.00") by the contract's one money
 * formatter: the string itself goes to Intl, never through a float, with as many fraction digits as
 * the API sent (the currency's scale). With a currency code it carries the currency's sign; without
 * one (an answer that names none) it is the grouped number alone. `signed` keeps a "+" on credits.
 */
export function formatAmount(
  amount: string,
  language: string,
  options: { readonly currency?: string; readonly signed?: boolean } = {},
): string {
  const scale = /\.(\d+)$/.exec(amount.trim())?.[1]?.length ?? 0;
  return formatMoney(amount, { code: options.currency ?? 'XXX', scale }, language === 'UR' ? 'UR' : 'EN', {
    signed: options.signed === true,
    plain: options.currency === undefined,
  });
}
