import { ShellCookie } from '@openlobby/contract/client';

/** A year: as long-lived as the local storage they mirror. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Mirrors a reader preference into a cookie for the server, which draws home's page before any
 * script runs and cannot read local storage (see ShellCookie in the contract). Scoped to the
 * lobby's pages; the API never reads it.
 */
export function writeShellCookie(name: (typeof ShellCookie)[keyof typeof ShellCookie], value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/m; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Brings the cookies in line with what is stored (a reader who chose before the cookies existed,
 * or whose cookies were cleared, is drawn right from the next visit on).
 */
export function mirrorShellPreferences(language: string, theme: string, downloadBarHidden: boolean): void {
  writeShellCookie(ShellCookie.LANGUAGE, language);
  writeShellCookie(ShellCookie.THEME, theme);
  if (downloadBarHidden) writeShellCookie(ShellCookie.DOWNLOAD_BAR_HIDDEN, '1');
}
