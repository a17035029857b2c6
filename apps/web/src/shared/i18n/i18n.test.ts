import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, switchLanguage } from './i18n.ts';
import { readStoredLanguage } from './language.ts';
import { en } from './locales/en.ts';
import { ur } from './locales/ur.ts';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

/** Texts that are the same in both languages on purpose (names written in their own script). */
const SAME_IN_BOTH = new Set(['language.EN', 'language.UR']);

describe('i18n', () => {
  beforeAll(() => initI18n());
  afterAll(() => switchLanguage('EN'));

  it('switching to Urdu sets lang, right-to-left direction and remembers the choice', async () => {
    await switchLanguage('UR');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('UR');
    expect(readStoredLanguage()).toBe('UR');
    expect(i18n.t('title.help')).toBe('مدد مرکز');

    await switchLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('EN');
  });

  it('ignores an unknown stored language', () => {
    localStorage.setItem('language', 'XX');
    expect(readStoredLanguage()).toBe('EN');
  });

  it('has a real Urdu text for every English key', () => {
    const english = new Map(leaves(en));
    const urdu = new Map(leaves(ur));
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of urdu) {
      expect(text.trim(), key).not.toBe('');
      if (SAME_IN_BOTH.has(key)) continue;
      expect(text, key).not.toBe(english.get(key));
      expect(/[\u0600-\u06FF]/.test(text), `${key} is written in Urdu script`).toBe(true);
    }
  });
});
