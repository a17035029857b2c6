import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeLanguage } from '../i18n/language.ts';
import { setTheme } from '../theme/theme.ts';
import { mirrorShellPreferences } from './shellCookies.ts';

const cookies = () => document.cookie;

describe('preferences the server draws home with', () => {
  beforeEach(() => {
    // The cookies are scoped to the lobby's pages.
    window.history.replaceState(null, '', '/m/home');
  });
  afterEach(() => {
    for (const name of ['ol_lang', 'ol_theme', 'ol_bar_hidden'])
      document.cookie = `${name}=; Path=/m; Max-Age=0`;
  });

  it('remembers the chosen language for home pages', () => {
    storeLanguage('UR');
    expect(cookies()).toContain('ol_lang=UR');
    storeLanguage('EN');
    expect(cookies()).toContain('ol_lang=EN');
  });

  it('remembers the chosen theme', () => {
    setTheme('light');
    expect(cookies()).toContain('ol_theme=light');
    setTheme('dark');
    expect(cookies()).toContain('ol_theme=dark');
  });

  it('mirrors what is stored on every start, the closed bar included', () => {
    mirrorShellPreferences('UR', 'light', false);
    expect(cookies()).toContain('ol_lang=UR');
    expect(cookies()).toContain('ol_theme=light');
    expect(cookies()).not.toContain('ol_bar_hidden=1');
    mirrorShellPreferences('UR', 'light', true);
    expect(cookies()).toContain('ol_bar_hidden=1');
  });
});
