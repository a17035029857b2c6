import { describe, expect, it } from 'vitest';
import { messagingEn } from './en.ts';
import { messagingUr } from './ur.ts';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('messaging texts', () => {
  it('has a real Urdu text for every English key, with the same placeholders', () => {
    const english = new Map(leaves(messagingEn));
    const urdu = new Map(leaves(messagingUr));
    expect([...urdu.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of urdu) {
      expect(text, key).not.toBe(english.get(key));
      expect(/[\u0600-\u06FF]/.test(text), `${key} is written in Urdu script`).toBe(true);
      const placeholders = (value: string | undefined): string[] =>
        (value?.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)));
    }
  });
});
