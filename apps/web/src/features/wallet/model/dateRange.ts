/** Date chips of the records screens (platform reference: Today / Yesterday / 7 days / 30 days). */
export const DATE_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type DateRangeKey = (typeof DATE_RANGES)[number];

/** Inclusive calendar days as the records calls take them (YYYY-MM-DD). */
export interface DaySpan {
  startDate: string;
  endDate: string;
}

function day(date: Date, daysBack: number): string {
  const shifted = new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysBack);
  const month = String(shifted.getMonth() + 1).padStart(2, '0');
  const dayOfMonth = String(shifted.getDate()).padStart(2, '0');
  return `${shifted.getFullYear()}-${month}-${dayOfMonth}`;
}

/** The days a chip covers, counted on the member's own calendar (what "today" means to them). */
export function daySpan(key: DateRangeKey, now: Date = new Date()): DaySpan {
  switch (key) {
    case 'today':
      return { startDate: day(now, 0), endDate: day(now, 0) };
    case 'yesterday':
      return { startDate: day(now, 1), endDate: day(now, 1) };
    case 'week':
      return { startDate: day(now, 6), endDate: day(now, 0) };
    case 'month':
      return { startDate: day(now, 29), endDate: day(now, 0) };
  }
}

/** Whether a string is one of the chips (from a URL search parameter). */
export function isDateRangeKey(value: string | null): value is DateRangeKey {
  return value !== null && (DATE_RANGES as readonly string[]).includes(value);
}
