import { formatMoney, type Language, LANGUAGES } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { seedAnnouncements } from './announcements.ts';
import { seedBanners } from './banners.ts';
import { defaultCurrency } from './merchant-defaults.ts';

/**
 * Amounts in the seeded notices, pop-ups and banners read as every other amount in the lobby: written
 * by the one money formatter in the merchant's currency, never a typed sign such as the fullwidth
 * ￥ (U+FFE5), which phones without a CJK font draw as an empty box.
 */
const seededTexts: ReadonlyArray<readonly [Language, string]> = [
  ...seedAnnouncements.flatMap((item) =>
    LANGUAGES.flatMap((language) => [
      [language, item.title[language]] as const,
      [language, item.content[language]] as const,
    ]),
  ),
  ...seedBanners.flatMap((banner) =>
    LANGUAGES.flatMap((language) => [
      [language, banner.title[language]] as const,
      ...Object.values(banner.art.text[language]).map((text) => [language, text] as const),
    ]),
  ),
];

describe('seeded content money', () => {
  it('never types a currency sign of its own', () => {
    const withSign = seededTexts.filter(([, text]) => /[￥¥$€£₨]/.test(text));
    const formatted = withSign.filter(([language, text]) =>
      [...text.matchAll(/\S*[￥¥$€£₨]\S*/g)].every(([amount]) => {
        const digits = amount.replace(/[^\d]/g, '');
        return text.includes(formatMoney(digits, defaultCurrency, language, { whole: true }));
      }),
    );
    expect(withSign.filter(([, text]) => text.includes('￥'))).toEqual([]);
    expect(formatted).toEqual(withSign);
  });

  it("shows the welcome bonus cap in the merchant's currency in both languages", () => {
    const welcome = seedAnnouncements[0];
    for (const language of LANGUAGES) {
      expect(welcome?.content[language]).toContain(
        formatMoney('888', defaultCurrency, language, { whole: true }),
      );
    }
  });
});
