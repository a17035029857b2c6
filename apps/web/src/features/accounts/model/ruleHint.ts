import type { RegisterField } from '../api/accountsApi.ts';

/**
 * What a registration rule asks of a value, read from the merchant's settings so the form can say
 * it before the player types: its length, the characters it may use and those it must include.
 * The pattern is an operator's regular expression; only the usual shape is read ("^", lookaheads
 * such as "(?=.*[0-9])", one character set repeated, "$"). Anything else is left unsaid rather
 * than guessed: the check on submit still applies it.
 */
export type CharKind =
  'letters' | 'latinLetters' | 'lowercase' | 'uppercase' | 'digits' | 'symbols' | 'spaces';
export type NeedKind = 'letter' | 'digit' | 'lowercase' | 'uppercase' | 'symbol';

export interface RuleHint {
  /** Bounds in characters; `digits` when only digits are allowed (then the length names digits). */
  length: { min: number | null; max: number | null; digits: boolean } | null;
  /** The kinds of character allowed, and single signs allowed besides (e.g. "-", "'"). */
  allowed: { kinds: CharKind[]; signs: string[] } | null;
  /** Kinds of which the value needs at least one. */
  needs: NeedKind[];
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** Letters of other scripts (Urdu, Cyrillic, accented Latin): a pattern with \p{L} accepts them. */
const OTHER_LETTERS = 'اжé';
/** More single signs than this read as a list no player wants; such a set is left unsaid. */
const MAX_SIGNS = 6;

/** One character set as it appears in a pattern: [...], \d, \w, \p{...}. */
const SET = String.raw`\[(?:\\.|[^\]\\])+\]|\\[dw]|\\p\{[A-Za-z_=]+\}`;
const LOOKAHEAD = String.raw`\(\?=\.\*\??(${SET})\)`;
const SHAPE = new RegExp(String.raw`^\^((?:${LOOKAHEAD})*)(${SET})(?:\+|\*|\{(\d+)(,?)(\d*)\})\$$`);

type Coverage = 'all' | 'some' | 'none';
interface Probe {
  lower: Coverage;
  upper: Coverage;
  digits: Coverage;
  others: Coverage;
  space: boolean;
  signs: string[];
}

function compileSet(set: string): RegExp | null {
  // Unicode mode like the server (for \p{L}); a set only valid without it still reads.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^(?:${set})$`, flags);
    } catch {
      // Try the next reading.
    }
  }
  return null;
}

function coverage(test: RegExp, sample: string): Coverage {
  const passed = [...sample].filter((char) => test.test(char)).length;
  if (passed === 0) return 'none';
  return passed === [...sample].length ? 'all' : 'some';
}

/** Which kinds of character one set accepts, found by trying samples of each. */
function probe(set: string): Probe | null {
  const test = compileSet(set);
  if (!test) return null;
  return {
    lower: coverage(test, LOWER),
    upper: coverage(test, UPPER),
    digits: coverage(test, DIGITS),
    others: coverage(test, OTHER_LETTERS),
    space: test.test(' '),
    signs: [...SYMBOLS].filter((char) => test.test(char)),
  };
}

function letterKinds(found: Probe): CharKind[] | null {
  const { lower, upper, others } = found;
  if (lower === 'some' || upper === 'some') return null;
  if (lower === 'all' && upper === 'all') return [others === 'all' ? 'letters' : 'latinLetters'];
  if (lower === 'all') return ['lowercase'];
  if (upper === 'all') return ['uppercase'];
  return others === 'all' ? ['letters'] : [];
}

function allowedBy(set: string): RuleHint['allowed'] {
  const found = probe(set);
  if (!found || found.digits === 'some') return null;
  const letters = letterKinds(found);
  if (!letters) return null;
  const kinds: CharKind[] = [...letters];
  if (found.digits === 'all') kinds.push('digits');
  let signs = found.signs;
  if (signs.length === SYMBOLS.length) {
    kinds.push('symbols');
    signs = [];
  } else if (signs.length > MAX_SIGNS) return null;
  if (found.space) kinds.push('spaces');
  return kinds.length + signs.length > 0 ? { kinds, signs } : null;
}

/** What one lookahead demands, when it is one plain kind. */
function needOf(set: string): NeedKind | null {
  const found = probe(set);
  if (!found) return null;
  const { lower, upper, digits, signs } = found;
  const only = (l: Coverage, u: Coverage, d: Coverage): boolean => lower === l && upper === u && digits === d;
  if (only('all', 'all', 'none') && signs.length === 0) return 'letter';
  if (only('none', 'none', 'all') && signs.length === 0) return 'digit';
  if (only('all', 'none', 'none') && signs.length === 0) return 'lowercase';
  if (only('none', 'all', 'none') && signs.length === 0) return 'uppercase';
  if (only('none', 'none', 'none') && signs.length === SYMBOLS.length) return 'symbol';
  return null;
}

interface ReadPattern extends Pick<RuleHint, 'allowed' | 'needs'> {
  /** The repeat's bounds ("{4,8}"), for a rule that names none itself. */
  min: number | null;
  max: number | null;
}

/** The characters part of a pattern; null when the pattern is not of the shape read here. */
function readPattern(pattern: string): ReadPattern | null {
  const shape = SHAPE.exec(pattern);
  if (!shape) return null;
  const [, lookaheads = '', , set = '', low, comma, high] = shape;
  const min = low ? Number(low) : null;
  const max = low ? (comma ? (high ? Number(high) : null) : min) : null;
  const needs: NeedKind[] = [];
  for (const [, needed = ''] of lookaheads.matchAll(new RegExp(LOOKAHEAD, 'g'))) {
    const need = needOf(needed);
    if (!need) return null;
    if (!needs.includes(need)) needs.push(need);
  }
  const allowed = allowedBy(set);
  return allowed ? { allowed, needs, min, max } : null;
}

/** The rule's hint, or null when it says nothing worth showing. */
export function ruleHint(rule: Pick<RegisterField, 'pattern' | 'min' | 'max'>): RuleHint | null {
  const chars = rule.pattern ? readPattern(rule.pattern) : null;
  const digitsOnly =
    chars?.allowed?.kinds.length === 1 && chars.allowed.kinds[0] === 'digits' && !chars.allowed.signs.length;
  const least = rule.min ?? chars?.min ?? null;
  const max = rule.max ?? chars?.max ?? null;
  // A minimum of one only says the field is filled, which "optional" or the error already say.
  const min = least !== null && least > 1 ? least : null;
  const length = min !== null || max !== null ? { min, max, digits: digitsOnly } : null;
  const hint: RuleHint = {
    length,
    // The length already says "digits".
    allowed: digitsOnly ? null : (chars?.allowed ?? null),
    needs: chars?.needs ?? [],
  };
  return hint.length || hint.allowed || hint.needs.length > 0 ? hint : null;
}
