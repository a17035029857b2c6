/**
 * Countries with dialling codes and names in every language, derived from packages that ship the
 * data (libphonenumber-js for codes, i18n-iso-countries for names) rather than a hand-kept list.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import countryNames from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Language } from '@openlobby/contract';

const require = createRequire(import.meta.url);

/** Where flag-icons keeps its 4:3 SVG flags, named by lower-case ISO code. */
export const FLAG_DIR = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

let localesRegistered = false;
function registerLocales(): void {
  if (localesRegistered) return;
  countryNames.registerLocale(require('i18n-iso-countries/langs/en.json') as countryNames.LocaleData);
  countryNames.registerLocale(require('i18n-iso-countries/langs/ur.json') as countryNames.LocaleData);
  localesRegistered = true;
}

export interface SeedCountry {
  readonly code: string;
  readonly dialingCode: string;
  readonly names: Readonly<Record<Language, string>>;
}

/** Only countries with a name and a flag: a picker entry without either looks broken. */
export function seedCountries(): SeedCountry[] {
  registerLocales();
  const result: SeedCountry[] = [];
  for (const code of getCountries()) {
    const english = countryNames.getName(code, 'en');
    if (english === undefined || !existsSync(path.join(FLAG_DIR, `${code.toLowerCase()}.svg`))) continue;
    result.push({
      code,
      dialingCode: `+${getCountryCallingCode(code)}`,
      names: { EN: english, UR: countryNames.getName(code, 'ur') ?? english },
    });
  }
  return result;
}
