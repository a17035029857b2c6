import { AGE_OLDEST, birthDateProblem } from '@openlobby/contract/client';

/** Today on this device as YYYY-MM-DD (the picker's bound; the server counts the merchant's day). */
export function deviceToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The same day `years` years back (29 February becomes 28 February in a year without it). */
export function yearsBack(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) - years).padStart(4, '0');
  const rest = day.slice(4);
  return rest === '-02-29' ? `${year}-02-28` : `${year}${rest}`;
}

/** The earliest day the picker offers: nobody registers older than AGE_OLDEST. */
export function oldestBirthDate(today: string): string {
  return yearsBack(today, AGE_OLDEST);
}

/**
 * What the form itself refuses before sending: no date, or no real past one (`age.errors.*` key).
 * The minimum age is the server's to decide, on the merchant's calendar day.
 */
export function birthDateFormKey(
  value: string,
  today: string = deviceToday(),
): 'required' | 'invalid' | null {
  const problem = birthDateProblem(value, today, 0);
  return problem === 'required' || problem === 'invalid' ? problem : null;
}

/** The `age.errors.*` key of a server refusal that names the date of birth, else null. */
export function birthDateServerKey(code: string): 'required' | 'invalid' | 'underAge' | null {
  if (code === 'UNDER_MINIMUM_AGE') return 'underAge';
  if (code === 'BIRTH_DATE_INVALID') return 'invalid';
  if (code === 'FIELD_REQUIRED') return 'required';
  return null;
}
