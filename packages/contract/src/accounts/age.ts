/**
 * The age check of registration: a date of birth as an ISO day (YYYY-MM-DD, no time),
 * the age it gives on a calendar day, and the merchant's minimum age bounds. Zod-free, so the lobby
 * computes ages exactly as the server does.
 */

/** The minimum age when the merchant set none (spec 9's agreement says 18). */
export const MINIMUM_AGE_DEFAULT = 18;
/** The bounds an operator may set the minimum age within. */
export const MINIMUM_AGE_LOWEST = 18;
export const MINIMUM_AGE_HIGHEST = 25;
/** Older than this is taken for a typing mistake. */
export const AGE_OLDEST = 120;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1..12) and day of a real calendar date written YYYY-MM-DD, else null (2026-02-30). */
export function isoDayParts(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/**
 * Whole years from `birthDate` to `today` (both YYYY-MM-DD): the age goes up on the birthday itself.
 * A 29 February birthday comes on 1 March in years without one. Null when either is no real date.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const born = isoDayParts(birthDate);
  const now = isoDayParts(today);
  if (born === null || now === null) return null;
  const beforeBirthday = now.month < born.month || (now.month === born.month && now.day < born.day);
  return now.year - born.year - (beforeBirthday ? 1 : 0);
}

/** What is wrong with a date of birth on `today`, or null when it passes `minimumAge`. */
export type BirthDateProblem = 'required' | 'invalid' | 'underAge';

export function birthDateProblem(
  birthDate: string | undefined,
  today: string,
  minimumAge: number,
): BirthDateProblem | null {
  if (birthDate === undefined || birthDate.trim() === '') return 'required';
  const age = ageOn(birthDate, today);
  // Not a date, a day still to come, or an age nobody reaches.
  if (age === null || birthDate > today || age > AGE_OLDEST) return 'invalid';
  return age < minimumAge ? 'underAge' : null;
}

/** The minimum age a merchant's stored value stands for: the default when unset or out of bounds. */
export function minimumAgeOf(stored: number | null | undefined): number {
  if (stored === null || stored === undefined || !Number.isInteger(stored)) return MINIMUM_AGE_DEFAULT;
  return stored >= MINIMUM_AGE_LOWEST && stored <= MINIMUM_AGE_HIGHEST ? stored : MINIMUM_AGE_DEFAULT;
}
