import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export type { CountryCode };

export const DEFAULT_COUNTRY: CountryCode = 'PK';

export interface CountryOption {
  country: CountryCode;
  dialingCode: string;
  name: string;
}

/** Countries with their dialling codes, named in the page language, sorted by name. */
export function countryOptions(locale: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((country) => ({
      country,
      dialingCode: `+${getCountryCallingCode(country)}`,
      name: names?.of(country) ?? country,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function dialingCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** The country a remembered dialling code belongs to (the first one sharing it), else the default. */
export function countryOfDialingCode(code: string): CountryCode {
  const digits = code.replace(/\D+/g, '');
  return getCountries().find((country) => getCountryCallingCode(country) === digits) ?? DEFAULT_COUNTRY;
}

/** Spec 5: the leading 0 of the mobile number is removed before sending. */
export function stripLeadingZero(mobile: string): string {
  return mobile.replace(/\D+/g, '').replace(/^0+/, '');
}

/** A mobile number valid for the country (checked before an SMS is sent). */
export function isValidMobile(country: CountryCode, mobile: string): boolean {
  const national = stripLeadingZero(mobile);
  if (national.length < 4) return false;
  return parsePhoneNumberFromString(national, country)?.isValid() === true;
}
