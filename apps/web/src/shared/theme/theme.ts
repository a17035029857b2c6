import { DEFAULT_THEME, ShellCookie, StorageKey, Theme, THEME_COLOR } from '@openlobby/contract/client';
import { useSyncExternalStore } from 'react';
import { writeShellCookie } from '../platform/shellCookies.ts';
import { readText, writeText } from '../storage/storage.ts';

export function parseTheme(value: unknown): Theme {
  return value === Theme.LIGHT || value === Theme.DARK ? value : DEFAULT_THEME;
}

/** Saved theme; an unknown or missing value falls back to dark (spec section 4). */
export function readStoredTheme(): Theme {
  return parseTheme(readText('local', StorageKey.THEME));
}

const listeners = new Set<() => void>();

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}

export function setTheme(theme: Theme): void {
  writeText('local', StorageKey.THEME, theme);
  // Home's page is then drawn in this theme before any script runs.
  writeShellCookie(ShellCookie.THEME, theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): Theme {
  return parseTheme(document.documentElement.dataset.theme);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_THEME);
}

export { Theme };
