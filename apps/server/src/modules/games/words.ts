/**
 * Search words: a game is found by any word of its name, by prefix, case-insensitively ("drag"
 * finds "Golden Dragon"). Words are stored lower-cased and matched as a key range, which uses the
 * game_word primary key on SQLite and PostgreSQL alike (see migration 0005).
 */
const WORD_MAX = 64;
const SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The distinct lower-cased words of a name (letters and digits of any script). */
export function wordsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(SEPARATOR)
    .filter((word) => word.length > 0)
    .map((word) => [...word].slice(0, WORD_MAX).join(''));
  return [...new Set(words)];
}

/** [low, high): every string that starts with `prefix` in code-point (and UTF-8 byte) order. */
export function prefixRange(prefix: string): readonly [string, string] {
  const points = [...prefix];
  const last = points.pop() ?? '';
  const code = last.codePointAt(0) ?? 0;
  return [prefix, points.join('') + String.fromCodePoint(code + 1)];
}
