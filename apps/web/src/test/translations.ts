import { expect } from 'vitest';

function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (value: string | undefined): string[] => (value?.match(/\{\{\w+\}\}/g) ?? []).sort();

/**
 * A feature's Urdu texts are complete: the same keys as English, each one really translated
 * (different from the English, written in Urdu script) and keeping every {{placeholder}}.
 */
export function expectCompleteUrdu(english: object, urdu: object): void {
  const en = new Map(leaves(english));
  const ur = new Map(leaves(urdu));
  expect([...ur.keys()].sort()).toEqual([...en.keys()].sort());
  for (const [key, text] of ur) {
    expect(text, key).not.toBe(en.get(key));
    expect(/[\u0600-\u06FF]/.test(text), `${key} is written in Urdu script`).toBe(true);
    expect(placeholders(text), key).toEqual(placeholders(en.get(key)));
  }
}
