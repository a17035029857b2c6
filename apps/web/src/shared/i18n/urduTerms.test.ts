import { describe, expect, it } from 'vitest';
import { en } from './locales/en.ts';
import { ur } from './locales/ur.ts';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

/**
 * Every dictionary of the lobby, so a new feature's texts are checked too: a feature's en.ts and
 * ur.ts, and the message files that export both (`xxxEn` and `xxxUr`, such as messages.ts).
 */
const featureDictionaries = import.meta.glob<Record<string, unknown>>(
  ['../../features/*/i18n/*.ts', '!../../features/*/i18n/*.test.ts'],
  { eager: true },
);

/** en or ur from an export's name (`walletEn`), else from its file's name (`ur.ts`, `centre-ur.ts`). */
function languageOf(file: string, name: string): 'en' | 'ur' | null {
  if (name.endsWith('En')) return 'en';
  if (name.endsWith('Ur')) return 'ur';
  if (/[/-]en\.ts$/.test(file)) return 'en';
  if (/[/-]ur\.ts$/.test(file)) return 'ur';
  return null;
}

function dictionary(language: 'en' | 'ur'): Map<string, string> {
  const trees: [string, object][] = [[`shared`, language === 'en' ? en : ur]];
  for (const [file, module] of Object.entries(featureDictionaries)) {
    const feature = file.split('/')[3] ?? file;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null || languageOf(file, name) !== language) continue;
      trees.push([`${feature}.${name.replace(/(En|Ur)$/, '')}`, value]);
    }
  }
  return new Map(trees.flatMap(([name, tree]) => leaves(tree, `${name}:`)));
}

/** رکن and its plural اراکین as whole words: "رکنے" (to stop) is another word. */
const URDU_MEMBER_SYNONYM = /(^|[\s،؟(])(رکن|اراکین)(?=$|[\s،؟۔)])/u;

/**
 * One Urdu word for one English word: a player who reads "ایجنٹ" on one screen and "نمائندہ" on
 * another cannot tell they mean the same person. Pakistani players say ایجنٹ (for the live-chat
 * agent and for the agent programme alike), so every Urdu text translating "agent" uses it.
 * Likewise the lobby's most used words: ممبر for "member", جمع for "deposit" and کیش بیک for
 * "cashback" (which the profit-and-loss screen once called a "rebate", ریبیٹ).
 */
describe('Urdu terms read the same on every screen', () => {
  const english = dictionary('en');
  const urdu = dictionary('ur');

  it('finds the dictionaries of the features', () => {
    expect([...urdu.keys()].some((key) => key.startsWith('messaging.'))).toBe(true);
    expect([...urdu.keys()].some((key) => key.startsWith('wallet.'))).toBe(true);
    // Message files exporting both languages are read too.
    expect([...urdu.keys()].some((key) => key.startsWith('protection.protection:'))).toBe(true);
  });

  it('translates "agent" as ایجنٹ everywhere, never نمائندہ', () => {
    const agentKeys = [...english].filter(([, text]) => /\bagents?\b/i.test(text)).map(([key]) => key);
    expect(agentKeys.length).toBeGreaterThan(1);
    for (const key of agentKeys) expect(urdu.get(key), key).toContain('ایجنٹ');
    for (const [key, text] of urdu) expect(text, key).not.toMatch(/نمائند/);
  });

  it('translates "cashback" and "rebate" as کیش بیک everywhere, and says Cashback in English', () => {
    const cashbackKeys = [...english]
      .filter(([, text]) => /\b(cashback|rebates?)\b/i.test(text))
      .map(([key]) => key);
    expect(cashbackKeys.length).toBeGreaterThan(1);
    for (const key of cashbackKeys) expect(urdu.get(key), key).toContain('کیش بیک');
    for (const [key, text] of english) expect(text, key).not.toMatch(/\brebates?\b/i);
    for (const [key, text] of urdu) expect(text, key).not.toMatch(/ریبیٹ/);
  });

  it('translates "member" as ممبر everywhere, never رکن', () => {
    const memberKeys = [...english].filter(([, text]) => /\bmembers?\b/i.test(text)).map(([key]) => key);
    expect(memberKeys.length).toBeGreaterThan(1);
    for (const key of memberKeys) expect(urdu.get(key), key).toContain('ممبر');
    for (const [key, text] of urdu) expect(text, key).not.toMatch(URDU_MEMBER_SYNONYM);
  });

  it('translates "deposit" with جمع everywhere, never ڈپازٹ', () => {
    const depositKeys = [...english]
      .filter(([, text]) => /\bdeposit(s|ed)?\b/i.test(text))
      .map(([key]) => key);
    expect(depositKeys.length).toBeGreaterThan(1);
    for (const key of depositKeys) expect(urdu.get(key), key).toContain('جمع');
    for (const [key, text] of urdu) expect(text, key).not.toMatch(/ڈپازٹ/);
  });
});
