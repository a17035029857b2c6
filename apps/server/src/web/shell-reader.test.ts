import { describe, expect, it } from 'vitest';
import { cookieValue, readShellReader } from './shell-reader.ts';

describe("the reader home's page is drawn for", () => {
  it('reads the language and the closed download bar from their cookies', () => {
    expect(
      readShellReader({
        cookie: 'other=1; ol_lang=UR; ol_theme=light; ol_bar_hidden=1',
        'user-agent': 'Phone/1',
      }),
    ).toEqual({ language: 'UR', theme: 'light', downloadBarHidden: true, userAgent: 'Phone/1' });
  });

  it('falls back to the default language and an open bar for anything unknown or malformed', () => {
    expect(readShellReader({})).toEqual({
      language: 'EN',
      theme: 'dark',
      downloadBarHidden: false,
      userAgent: '',
    });
    expect(readShellReader({ cookie: 'ol_theme=sepia' }).theme).toBe('dark');
    expect(readShellReader({ cookie: 'ol_lang=XX; ol_bar_hidden=yes' }).language).toBe('EN');
    expect(readShellReader({ cookie: 'ol_lang=ur' }).language).toBe('EN');
    expect(readShellReader({ cookie: 'ol_bar_hidden=yes' }).downloadBarHidden).toBe(false);
  });

  it('never throws on a broken cookie header', () => {
    expect(cookieValue('ol_lang=%E0%A4%A', 'ol_lang')).toBeNull();
    expect(cookieValue('garbage; =; ol_lang', 'ol_lang')).toBeNull();
    expect(cookieValue(' ol_lang = UR ', 'ol_lang')).toBe('UR');
  });
});
