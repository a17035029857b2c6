import type { Language } from '@openlobby/contract/client';

/** Date and time in the member's zone and language (records, rewards). */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
