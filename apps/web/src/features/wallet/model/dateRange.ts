/** Date chips of the records screens (platform reference: Today / Yesterday / 7 days / 30 days). */
export const DATE_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type DateRangeKey = (typeof DATE_RANGES)[number];

export interface DateSpan {
  /** First instant of the span in the member's zone, as ISO UTC. */
  from: string;
  /** First instant after the span, as ISO UTC (exclusive). */
  to: string;
}

function startOfDay(date: Date, daysBack: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - daysBack);
}

/**
 * The instants a chip covers, from local midnights: time is UTC in storage and the member's zone on
 * screen, so "today" is the member's today, not UTC's.
 */
export function dateSpan(key: DateRangeKey, now: Date = new Date()): DateSpan {
  const tomorrow = startOfDay(now, -1);
  const today = startOfDay(now, 0);
  switch (key) {
    case 'today':
      return { from: today.toISOString(), to: tomorrow.toISOString() };
    case 'yesterday':
      return { from: startOfDay(now, 1).toISOString(), to: today.toISOString() };
    case 'week':
      return { from: startOfDay(now, 6).toISOString(), to: tomorrow.toISOString() };
    case 'month':
      return { from: startOfDay(now, 29).toISOString(), to: tomorrow.toISOString() };
  }
}

/** Whether a string is one of the chips (from a URL search parameter). */
export function isDateRangeKey(value: string | null): value is DateRangeKey {
  return value !== null && (DATE_RANGES as readonly string[]).includes(value);
}
