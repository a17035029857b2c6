import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@openlobby/contract';

/** The Language header, case-insensitive; anything else (missing, unknown, garbage) is the default. */
export function languageFromHeader(header: string | string[] | undefined): Language {
  if (typeof header !== 'string') return DEFAULT_LANGUAGE;
  const upper = header.trim().toUpperCase();
  return LANGUAGES.find((language) => language === upper) ?? DEFAULT_LANGUAGE;
}
