import type { TFunction } from 'i18next';
import type { NeedKind, RuleHint } from '../model/ruleHint.ts';

const NEED_KEY: Record<NeedKind, string> = {
  letter: 'accounts.rules.needLetter',
  digit: 'accounts.rules.needDigit',
  lowercase: 'accounts.rules.needLowercase',
  uppercase: 'accounts.rules.needUppercase',
  symbol: 'accounts.rules.needSymbol',
};

/**
 * Signs as they are typed, in brackets so the sentence's own full stop is not read as one of them,
 * unbroken, and kept left to right inside Urdu: "(' - .)".
 */
const signList = (signs: readonly string[]): string => `\u2066(${signs.join('\u00a0')})\u2069`;

function lengthText(t: TFunction, length: NonNullable<RuleHint['length']>): string {
  const unit = length.digits ? 'digits' : 'length';
  const { min, max } = length;
  if (min !== null && max !== null)
    return min === max
      ? t(`accounts.rules.${unit}Exact`, { count: min })
      : t(`accounts.rules.${unit}Range`, { min, max });
  if (min !== null) return t(`accounts.rules.${unit}Min`, { min });
  return t(`accounts.rules.${unit}Max`, { max });
}

/**
 * The sentences a registration field shows under it before the player types: "6–16 characters.
 * Only English letters and digits." In the current language, lists joined as that language does.
 */
export function ruleHintText(t: TFunction, language: string, hint: RuleHint | null): string | undefined {
  if (!hint) return undefined;
  const list = (items: string[]): string =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const sentences: string[] = [];
  if (hint.length) sentences.push(lengthText(t, hint.length));
  if (hint.allowed) {
    const { kinds, signs } = hint.allowed;
    const items = kinds.map((kind) => t(`accounts.rules.${kind}`));
    if (signs.length > 0) items.push(t('accounts.rules.signs', { signs: signList(signs) }));
    sentences.push(t('accounts.rules.allowed', { list: list(items) }));
  }
  if (hint.needs.length > 0) {
    const needs = hint.needs.map((need) => t(NEED_KEY[need]));
    sentences.push(t('accounts.rules.needs', { list: list(needs) }));
  }
  return sentences.join(' ');
}
