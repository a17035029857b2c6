/**
 * What the server knows of the reader when it draws home's page: the language they read in, their
 * theme and whether they closed the download bar (cookies the web app keeps beside its local storage),
 * and their user agent (our own app hides the bar). Anything unknown or malformed reads as the
 * default, so the page can always be drawn.
 */
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LANGUAGES,
  type Language,
  ShellCookie,
  Theme,
} from '@openlobby/contract';

export interface ShellReader {
  language: Language;
  theme: Theme;
  downloadBarHidden: boolean;
  userAgent: string;
}

/** One cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (header === undefined) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function readShellReader(headers: { cookie?: string; 'user-agent'?: string }): ShellReader {
  const language = cookieValue(headers.cookie, ShellCookie.LANGUAGE);
  return {
    language: LANGUAGES.find((known) => known === language) ?? DEFAULT_LANGUAGE,
    theme: cookieValue(headers.cookie, ShellCookie.THEME) === Theme.LIGHT ? Theme.LIGHT : DEFAULT_THEME,
    downloadBarHidden: cookieValue(headers.cookie, ShellCookie.DOWNLOAD_BAR_HIDDEN) === '1',
    userAgent: headers['user-agent'] ?? '',
  };
}
