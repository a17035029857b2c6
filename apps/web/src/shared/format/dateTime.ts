import type { Language } from '@openlobby/contract/client';

function format(iso: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', options).format(date);
}

/** Date and time in the member's zone and language (records, rewards, last login). */
export function formatDateTime(iso: string, language: Language): string {
  return format(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The date alone, in the member's zone and language (when the member joined). */
export function formatDate(iso: string, language: Language): string {
  return format(iso, language, { dateStyle: 'medium' });
}
