/** Dates and times in the console's language (Urdu as written in Pakistan). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'UR' ? 'ur-PK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(date);
}
