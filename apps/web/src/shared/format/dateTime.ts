import type { Language } from '@openlobby/contract/client';

function format(iso: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', options).format(date);
}

/**
 * Date and time in the member's zone and language (records, rewards, last login), on the 24-hour
 * clock in both: Urdu's 12-hour form put an English "AM"/"PM" in the middle of Urdu records.
 */
export function formatDateTime(iso: string, language: Language): string {
  return format(iso, language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
}

/** The date alone, in the member's zone and language (when the member joined). */
export function formatDate(iso: string, language: Language): string {
  return format(iso, language, { dateStyle: 'medium' });
}

/**
 * A calendar day the server already counted (`YYYY-MM-DD`, e.g. a profit-and-loss row) in the
 * member's language. Read as UTC midnight and shown in UTC, so no zone moves it to the day before.
 */
export function formatDay(day: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return format(`${day}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
}
