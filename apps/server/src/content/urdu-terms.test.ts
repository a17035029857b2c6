import { errorCatalogue } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import { TX_NAMES } from '../modules/wallet/records.ts';
import { seedAnnouncements } from './announcements.ts';
import { seedBanners } from './banners.ts';
import { helpTopics } from './help-center.ts';

/** Every { EN, UR } pair in a tree of texts, named by its path, so new texts are checked too. */
function pairs(tree: unknown, path: string): [string, string, string][] {
  if (typeof tree !== 'object' || tree === null) return [];
  const record = tree as Record<string, unknown>;
  const own: [string, string, string][] =
    typeof record.EN === 'string' && typeof record.UR === 'string' ? [[path, record.EN, record.UR]] : [];
  // Banner art keeps each language's words under EN / UR objects: pair them field by field.
  const art: [string, string, string][] =
    typeof record.EN === 'object' && typeof record.UR === 'object' && record.EN && record.UR
      ? Object.entries(record.EN as Record<string, unknown>).flatMap(([field, en]) => {
          const ur = (record.UR as Record<string, unknown>)[field];
          return typeof en === 'string' && typeof ur === 'string' ? [[`${path}.${field}`, en, ur]] : [];
        })
      : [];
  return [
    ...own,
    ...art,
    ...Object.entries(record).flatMap(([key, value]) => pairs(value, `${path}.${key}`)),
  ];
}

const texts = [
  ...pairs(errorCatalogue, 'error'),
  ...pairs(helpTopics, 'help'),
  ...pairs(seedBanners, 'banner'),
  ...pairs(seedAnnouncements, 'announcement'),
  ...pairs(TX_NAMES, 'transaction'),
];

/** رکن and its plural اراکین as whole words: "رکنے" (to stop) is another word. */
const URDU_MEMBER_SYNONYM = /(^|[\s،؟(>])(رکن|اراکین)(?=$|[\s،؟۔)<])/u;

/**
 * The server's Urdu (error messages, seeded help, banners and transaction names) uses the lobby's
 * words, so a player reads one word for one thing whether the lobby or the server wrote it:
 * ایجنٹ for "agent" (never نمائندہ), ممبر for "member", جمع for "deposit", کیش بیک for "cashback".
 */
describe('server Urdu uses the lobby’s words', () => {
  it('finds the texts', () => {
    expect(texts.some(([path]) => path.startsWith('error.'))).toBe(true);
    expect(texts.some(([path]) => path.startsWith('help.'))).toBe(true);
    expect(texts.some(([path]) => path.startsWith('banner.'))).toBe(true);
  });

  it.each([
    ['agent', /\b(agents?|representatives?)\b/i, 'ایجنٹ', /نمائند/],
    ['member', /\bmembers?\b/i, 'ممبر', URDU_MEMBER_SYNONYM],
    ['deposit', /\bdeposit(s|ed)?\b/i, 'جمع', /ڈپازٹ/],
    ['cashback', /\b(cashback|rebates?)\b/i, 'کیش بیک', /ریبیٹ/],
  ])('translates "%s" one way', (_term, english, urdu, never) => {
    const using = texts.filter(([, en]) => english.test(en));
    expect(using.length).toBeGreaterThan(0);
    for (const [path, , ur] of using) expect(ur, path).toContain(urdu);
    for (const [path, , ur] of texts) expect(ur, path).not.toMatch(never);
  });

  it('says Cashback in English, never Rebate', () => {
    for (const [path, en] of texts) expect(en, path).not.toMatch(/\brebates?\b/i);
  });
});
