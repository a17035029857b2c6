/**
 * Payout account numbers by payout type, one rule for both apps (zod-free, the web imports it
 * through `@openlobby/contract/client`). Banks print account and card numbers as digits; mobile
 * wallets (JazzCash, Easypaisa in Pakistan) are keyed by the account holder's mobile number.
 */
import type { PayoutType } from './constants.ts';

/** Shown as the e-wallet field's placeholder: the local way to write a Pakistani mobile number. */
export const EWALLET_NUMBER_EXAMPLE = '03001234567';

const BANK_DIGITS = /^[0-9]{6,30}$/;
const PK_MOBILE = /^03[0-9]{9}$/;

/**
 * The number as stored, or null when it does not fit the payout type. Banks: 6 to 30 digits, spaces
 * and dashes ignored. E-wallets: a Pakistani mobile number, written 0300 1234567, +92 300 1234567,
 * 0092… or 92…, kept in the local form 03001234567.
 */
export function payoutAccountNumber(type: PayoutType, raw: string): string | null {
  const compact = raw.replace(/[\s()-]+/g, '');
  if (type === 'bank') return BANK_DIGITS.test(compact) ? compact : null;
  const local = compact.replace(/^(?:\+92|0092|92)(?=3[0-9]{9}$)/, '0');
  return PK_MOBILE.test(local) ? local : null;
}

/** What the member sees of a bound account: a card's last four; a mobile number's prefix and last four. */
export function maskPayoutAccount(type: PayoutType, number: string): string {
  return type === 'bank' ? `**** **** ${number.slice(-4)}` : `${number.slice(0, 2)}** ***${number.slice(-4)}`;
}
