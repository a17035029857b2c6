/**
 * The age check of every registration of a real member: self-registration by username or
 * mobile, and an agent's direct or affiliate registration of a downline (modules/agents). Trial
 * accounts never ask. The date of birth must be a real day, not in the future, at most 120 years
 * back, and the member at least the merchant's minimum age on the merchant's calendar day (its time
 * zone, as the reports count days). The age arithmetic is the contract's (accounts/age.ts), so the
 * lobby counts the same.
 */
import { birthDateProblem, minimumAgeOf } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import { DEFAULT_TIME_ZONE, localDay } from '../wallet/zoned-days.ts';

export interface AgeRules {
  readonly minimumAge: number;
  readonly timeZone: string;
}

/** The merchant's minimum age and time zone. */
export async function ageRulesOf(db: Db, merchantId: number): Promise<AgeRules> {
  const row = await db
    .selectFrom('merchant')
    .select(['minimum_age', 'time_zone'])
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return { minimumAge: minimumAgeOf(row?.minimum_age), timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE };
}

/**
 * The date of birth to store when it passes the age check on the merchant's day at `now`; else the
 * refusal on field `birthDate`: FIELD_REQUIRED, BIRTH_DATE_INVALID or UNDER_MINIMUM_AGE (with the
 * minimum age, for the form to say it).
 */
export function checkBirthDate(birthDate: string | undefined, rules: AgeRules, now: Date): string {
  const today = localDay(now.getTime(), rules.timeZone);
  const problem = birthDateProblem(birthDate, today, rules.minimumAge);
  if (problem === 'required') throw new ApiError('FIELD_REQUIRED', { field: 'birthDate' });
  if (problem === 'invalid') throw new ApiError('BIRTH_DATE_INVALID', { field: 'birthDate' });
  if (problem === 'underAge')
    throw new ApiError('UNDER_MINIMUM_AGE', { field: 'birthDate', minimumAge: rules.minimumAge });
  return birthDate ?? '';
}

/** The age check against the merchant's own rules: the one call every registration makes. */
export async function checkedBirthDate(
  db: Db,
  merchantId: number,
  birthDate: string | undefined,
  now: Date,
): Promise<string> {
  return checkBirthDate(birthDate, await ageRulesOf(db, merchantId), now);
}
