import {
  DEFAULT_LANGUAGE,
  Language,
  LANGUAGES,
  RTL_LANGUAGES,
  ShellCookie,
  StorageKey,
} from '@openlobby/contract/client';
import { writeShellCookie } from '../platform/shellCookies.ts';
import { readText, writeText } from '../storage/storage.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The saved language, or the default when nothing (or something unknown) is saved. */
export function readStoredLanguage(): Language {
  const stored = readText('local', StorageKey.LANGUAGE);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  writeText('local', StorageKey.LANGUAGE, language);
  // Home's page is then drawn in this language and direction, with this language's banner.
  writeShellCookie(ShellCookie.LANGUAGE, language);
}

export function isRightToLeft(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}

/** i18next resource code for a contract language (EN -> en). */
export function resourceCode(language: Language): string {
  return language.toLowerCase();
}

export function languageFromResourceCode(code: string | undefined): Language {
  const upper = code?.toUpperCase();
  return isLanguage(upper) ? upper : DEFAULT_LANGUAGE;
}

/** Sets lang and dir on <html> so the browser mirrors layout and picks fonts for the script. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = resourceCode(language);
  root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

export { Language };
