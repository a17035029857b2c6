/**
 * Time-out and self-exclusion, the zod-free part: durations, paths, the errors a refused
 * action answers and the sentence that names the exclusion and its end. Schemas: protection-exclusion.ts.
 *
 * A time-out lasts 24 hours, 7 days, 30 days or 6 weeks; a self-exclusion 6 months, 1, 2 or 5 years or
 * indefinitely. Either takes effect at once and cannot be shortened or lifted from the app; a second,
 * longer one extends it. A time-out ends by itself; a self-exclusion holds after its period until an
 * operator lifts it at the member's request (audited, and never before the period ends). While one is in force the member may log in, withdraw and read their history;
 * deposits, games, bets, lottery orders and bonus claims are refused, and no marketing reaches them.
 */
import type { EndpointMeta } from './endpoint.ts';
import type { ErrorDefinition } from './lobby-errors.ts';
import type { Language } from './enums.ts';

export const EXCLUSION_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
export const TIME_OUT_DURATIONS = ['H24', 'D7', 'D30', 'W6'] as const;
export const SELF_EXCLUSION_DURATIONS = ['M6', 'Y1', 'Y2', 'Y5', 'INDEFINITE'] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionDuration = TimeOutDuration | SelfExclusionDuration;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Fixed-length durations in milliseconds; months and years are calendar months (see exclusionEnd). */
const FIXED_MS: Readonly<Partial<Record<ExclusionDuration, number>>> = {
  H24: DAY_MS,
  D7: 7 * DAY_MS,
  D30: 30 * DAY_MS,
  W6: 42 * DAY_MS,
};
const MONTHS: Readonly<Partial<Record<ExclusionDuration, number>>> = { M6: 6, Y1: 12, Y2: 24, Y5: 60 };

/** When an exclusion of this duration that starts at `from` ends (null: indefinite). */
export function exclusionEnd(duration: ExclusionDuration, from: Date): Date | null {
  const fixed = FIXED_MS[duration];
  if (fixed !== undefined) return new Date(from.getTime() + fixed);
  const months = MONTHS[duration];
  if (months === undefined) return null;
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export const exclusionPaths = {
  /** The member's exclusion in force (or null). */
  myExclusion: {
    name: 'myExclusion',
    method: 'GET',
    path: '/wps/member/protection/exclusion',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /** Takes a time-out or a self-exclusion (password required for self-exclusion). */
  takeExclusion: {
    name: 'takeExclusion',
    method: 'POST',
    path: '/wps/member/protection/exclusion',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

/**
 * `data` of a refusal: `kind`, `until` (ISO; null when indefinite). The messages carry `{until}`,
 * which exclusionMessage fills in with the date in the request's language.
 */
export const exclusionErrorCatalogue = {
  TIME_OUT_ACTIVE: {
    status: 403,
    EN: 'You are on a time-out until {until}. You can still withdraw your balance and see your history.',
    UR: 'آپ {until} تک ٹائم آؤٹ پر ہیں۔ آپ اب بھی اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔',
  },
  SELF_EXCLUDED: {
    status: 403,
    EN: 'You are self-excluded until {until}. You can still withdraw your balance and see your history.',
    UR: 'آپ نے {until} تک خود کو خارج کیا ہوا ہے۔ آپ اب بھی اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔',
  },
  SELF_EXCLUDED_INDEFINITELY: {
    status: 403,
    EN: 'You are self-excluded with no end date. You can still withdraw your balance and see your history.',
    UR: 'آپ نے بغیر کسی آخری تاریخ کے خود کو خارج کیا ہوا ہے۔ آپ اب بھی اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔',
  },
  SELF_EXCLUSION_ENDED: {
    status: 403,
    EN: 'Your self-exclusion ended on {until}. Your account reopens only when you ask: please contact customer service. You can still withdraw your balance and see your history.',
    UR: 'آپ کا خود اخراج {until} کو ختم ہو گیا۔ آپ کا اکاؤنٹ صرف آپ کی درخواست پر دوبارہ کھلتا ہے: براہِ کرم کسٹمر سروس سے رابطہ کریں۔ آپ اب بھی اپنا بیلنس نکلوا سکتے ہیں اور اپنی ہسٹری دیکھ سکتے ہیں۔',
  },
  EXCLUSION_CANNOT_SHORTEN: {
    status: 409,
    EN: 'You already have a longer exclusion in force. It cannot be shortened or lifted early.',
    UR: 'آپ پر پہلے سے ایک طویل اخراج نافذ ہے۔ اسے کم یا قبل از وقت ختم نہیں کیا جا سکتا۔',
  },
  EXCLUSION_PASSWORD_WRONG: {
    status: 400,
    EN: 'The password is not correct. Nothing was changed.',
    UR: 'پاس ورڈ درست نہیں ہے۔ کچھ تبدیل نہیں کیا گیا۔',
  },
  REGISTRATION_SELF_EXCLUDED: {
    status: 403,
    EN: 'This mobile number or e-mail belongs to a self-excluded account. A new account cannot be opened with it.',
    UR: 'یہ موبائل نمبر یا ای میل ایک خود خارج شدہ اکاؤنٹ کا ہے۔ اس سے نیا اکاؤنٹ نہیں کھولا جا سکتا۔',
  },
  REGISTRATION_IDENTITY_SELF_EXCLUDED: {
    status: 403,
    EN: 'This ID number belongs to a self-excluded account. A new account cannot be opened with it.',
    UR: 'یہ شناختی نمبر ایک خود خارج شدہ اکاؤنٹ کا ہے۔ اس سے نیا اکاؤنٹ نہیں کھولا جا سکتا۔',
  },
} as const satisfies Record<string, ErrorDefinition>;
export type ExclusionErrorCode = keyof typeof exclusionErrorCatalogue;

/**
 * The refusal's code for an exclusion of this kind and end at `now`. A self-exclusion whose period has
 * ended still refuses until an operator lifts it at the member's request (the member must act to come
 * back: it never lapses by itself).
 */
export function exclusionErrorCode(kind: ExclusionKind, until: string | null, now: Date): ExclusionErrorCode {
  if (kind === 'TIME_OUT') return 'TIME_OUT_ACTIVE';
  if (until === null) return 'SELF_EXCLUDED_INDEFINITELY';
  return Date.parse(until) <= now.getTime() ? 'SELF_EXCLUSION_ENDED' : 'SELF_EXCLUDED';
}

/** An exclusion's end as people read it: "27 May 2027, 09:40 UTC" (UTC, so server and lobby agree). */
export function formatExclusionEnd(until: string, language: Language): string {
  const locale = language === 'UR' ? 'ur-PK' : 'en-GB';
  const text = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(until));
  return `${text} UTC`;
}

/** A message with `{until}` filled from the refusal's data (other messages come back unchanged). */
export function exclusionMessage(
  message: string,
  data: Readonly<Record<string, unknown>>,
  language: Language,
): string {
  if (!message.includes('{until}') || typeof data['until'] !== 'string') return message;
  return message.replace('{until}', formatExclusionEnd(data['until'], language));
}
