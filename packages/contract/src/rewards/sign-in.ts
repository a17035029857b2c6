/**
 * The daily sign-in (platform reference, "Reward centre": sign-in rewards): a seven-day streak
 * calendar with a reward per day, signed once per day in the member's time zone; a missed day or the
 * end of day 7 starts again at day 1. Money is a decimal string in major units.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SIGN_IN_DAYS, signInPaths } from './sign-in-paths.ts';

/** The device's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`); absent: UTC. */
const timeZone = z.string().max(64).optional();

export const signInCalendarRequest = z.object({ timeZone });
export const signInCalendarValue = z.object({
  enabled: z.boolean(),
  /** The member's today (YYYY-MM-DD in their zone). */
  today: z.string(),
  signedToday: z.boolean(),
  /** The streak day today's sign-in is (or was), 1..7. */
  todayStreakDay: z.number().int(),
  days: z.array(z.object({ day: z.number().int(), amount: z.string(), signed: z.boolean() })),
});
export type SignInCalendarValue = z.infer<typeof signInCalendarValue>;

export const signInRequest = z.object({ timeZone });
export const signInValue = z.object({
  day: z.string(),
  streakDay: z.number().int(),
  amount: z.string(),
  /** The main wallet after the credit. */
  sumBalance: z.string(),
});
export type SignInValue = z.infer<typeof signInValue>;

export const signInEndpoints = {
  signInCalendar: defineEndpoint(signInPaths.signInCalendar, signInCalendarRequest, signInCalendarValue),
  signIn: defineEndpoint(signInPaths.signIn, signInRequest, signInValue),
};

// ---- Operator API

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount');

export const opsSignInCalendarRequest = z.object({
  enabled: z.boolean(),
  /** Day 1..7's rewards. */
  rewards: z.array(amount).length(SIGN_IN_DAYS),
});
export type OpsSignInCalendarRequest = z.output<typeof opsSignInCalendarRequest>;
export const opsSignInCalendarValue = opsSignInCalendarRequest.extend({ updatedAt: z.string().nullable() });
export type OpsSignInCalendarValue = z.infer<typeof opsSignInCalendarValue>;
