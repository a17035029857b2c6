import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The E.164 form of a mobile number typed with a dialling code, or null when it is not a valid
 * mobile number. The national leading 0 (trunk prefix) is removed first, as the spec asks.
 */
export function toE164(countryDialingCode: string | undefined, mobileNum: string): string | null {
  const digits = mobileNum.replace(/[\s-]/g, '');
  if (!/^\+?[0-9]{4,20}$/.test(digits)) return null;
  const dial = (countryDialingCode ?? '').replace(/^\+/, '');
  const text = digits.startsWith('+') ? digits : `+${dial}${digits.replace(/^0+/, '')}`;
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() === true ? parsed.number : null;
}

/** "+92******4567": enough for the member to recognise it, not enough to use it. */
export function maskMobile(e164: string | null): string | null {
  if (e164 === null) return null;
  return `${e164.slice(0, 3)}${'*'.repeat(Math.max(0, e164.length - 7))}${e164.slice(-4)}`;
}

export function maskEmail(email: string | null): string | null {
  if (email === null || email === '') return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
