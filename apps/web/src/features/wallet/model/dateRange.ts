/** Date chips of the records screens (platform reference: Today / Yesterday / 7 days / 30 days). */
export const DATE_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type DateRangeKey = (typeof DATE_RANGES)[number];

/** Inclusive calendar days as the records calls take them (YYYY-MM-DD), in the zone they are days of. */
export interface DaySpan {
  startDate: string;
  endDate: string;
  /** IANA zone: the server counts the days (and groups profit and loss) in it, not in UTC. */
  timeZone: string;
}

/** The device's IANA zone, the one `Date` counts local days in; UTC when the runtime cannot say. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && zone !== '' ? zone : 'UTC';
}

function day(date: Date, daysBack: number): string {
  const shifted = new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysBack);
  const month = String(shifted.getMonth() + 1).padStart(2, '0');
  const dayOfMonth = String(shifted.getDate()).padStart(2, '0');
  return `${shifted.getFullYear()}-${month}-${dayOfMonth}`;
}

/** The days a chip covers, counted on the member's own calendar (what "today" means to them). */
export function daySpan(key: DateRangeKey, now: Date = new Date()): DaySpan {
  const timeZone = deviceTimeZone();
  switch (key) {
    case 'today':
      return { startDate: day(now, 0), endDate: day(now, 0), timeZone };
    case 'yesterday':
      return { startDate: day(now, 1), endDate: day(now, 1), timeZone };
    case 'week':
      return { startDate: day(now, 6), endDate: day(now, 0), timeZone };
    case 'month':
      return { startDate: day(now, 29), endDate: day(now, 0), timeZone };
  }
}

/** Whether a string is one of the chips (from a URL search parameter). */
export function isDateRangeKey(value: string | null): value is DateRangeKey {
  return value !== null && (DATE_RANGES as readonly string[]).includes(value);
}
