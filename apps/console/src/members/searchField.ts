/**
 * The members search has one box. The server compares the text with one field at a time, so the
 * console reads which field the text looks like (an operator may also name it): an e-mail has an
 * @, an address has dots or colons between digits, a mobile number starts with + or is long, a
 * short number is a member id, anything else a username. An invitation code looks like a username,
 * so it is only searched when chosen.
 */
import { MEMBER_SEARCH_FIELDS, type MemberSearchField } from '@openlobby/contract';

export type SearchChoice = MemberSearchField | 'auto';
export const SEARCH_CHOICES: readonly SearchChoice[] = ['auto', ...MEMBER_SEARCH_FIELDS];

/** Mobile numbers have at least this many digits; member ids in practice fewer. */
const MOBILE_MIN_DIGITS = 10;

export function guessField(text: string): MemberSearchField {
  const value = text.trim();
  if (value.includes('@')) return 'email';
  if (/^\d{1,3}(\.\d{0,3}){1,3}$/.test(value)) return 'ip';
  if (value.includes(':') && /^[0-9a-f:.]+$/i.test(value)) return 'ip';
  if (/^\+[\d\s()-]+$/.test(value)) return 'mobile';
  if (/^\d+$/.test(value)) return value.length >= MOBILE_MIN_DIGITS ? 'mobile' : 'id';
  return 'username';
}

export function fieldOf(choice: SearchChoice, text: string): MemberSearchField {
  return choice === 'auto' ? guessField(text) : choice;
}

export function isSearchChoice(value: string | null): value is SearchChoice {
  return value !== null && (SEARCH_CHOICES as readonly string[]).includes(value);
}
