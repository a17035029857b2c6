import { ageOn } from '@openlobby/contract';
import type { TFunction } from 'i18next';

/** Today on the operator's device as YYYY-MM-DD. */
function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A member's date of birth in the console's language with the age it gives today, e.g.
 * "17 May 1990 (age 36)"; "Not given" for members from before the age check at registration.
 */
export function birthDateText(
  t: TFunction,
  birthDate: string | null,
  language: string,
  now: Date = new Date(),
): string {
  if (birthDate === null) return t('member.birthDate.none');
  const age = ageOn(birthDate, today(now));
  if (age === null) return birthDate;
  // Read as UTC midnight and shown in UTC, so no zone moves it to the day before.
  const date = new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${birthDate}T00:00:00Z`));
  return t('member.birthDate.value', { date, age });
}
