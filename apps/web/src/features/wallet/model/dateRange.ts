/**
 * Date chips of the records screens (platform reference, Betting record: Today / Yesterday / This
 * week / This month). Each is a span of calendar days on the member's own calendar: "this week"
 * runs from Monday, "this month" from the 1st, both up to today.
 */
export const DATE_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type DateRangeKey = (typeof DATE_RANGES)[number];

/** Inclusive calendar days as the records calls take them (YYYY-MM-DD), in the zone they are days of. */
export interface DaySpan {
  startDate: string;
  endDate: string;
  /** IANA zone: the server counts the days (and groups profit and loss) in it, not in UTC. */
  timeZone: string;
}

/** The device's IANA zone, the member's own calendar; UTC when the runtime cannot say. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && zone !== '' ? zone : 'UTC';
}

/** The calendar date `now` falls on in `timeZone`, as a UTC midnight so day arithmetic has no DST. */
function calendarDate(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

function shifted(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The days a chip covers on the member's calendar (what "today" and "this week" mean to them). */
export function daySpan(key: DateRangeKey, now: Date = new Date(), timeZone = deviceTimeZone()): DaySpan {
  const today = calendarDate(now, timeZone);
  const span = (first: Date, last: Date = today) => ({ startDate: iso(first), endDate: iso(last), timeZone });
  switch (key) {
    case 'today':
      return span(today);
    case 'yesterday':
      return span(shifted(today, -1), shifted(today, -1));
    case 'week':
      // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday.
      return span(shifted(today, -((today.getUTCDay() + 6) % 7)));
    case 'month':
      return span(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)));
  }
}

/** Whether a string is one of the chips (from a URL search parameter). */
export function isDateRangeKey(value: string | null): value is DateRangeKey {
  return value !== null && (DATE_RANGES as readonly string[]).includes(value);
}
