import { describe, expect, it } from 'vitest';
import { parseTheme, readStoredTheme, setTheme } from './theme.ts';

describe('theme (spec section 4)', () => {
  it('defaults to dark and falls back to dark for unknown values', () => {
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'sepia');
    expect(readStoredTheme()).toBe('dark');
    expect(parseTheme(undefined)).toBe('dark');
    expect(parseTheme('light')).toBe('light');
  });

  it('saves the choice under "theme" and applies it to <html>', () => {
    setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(readStoredTheme()).toBe('light');
    setTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
