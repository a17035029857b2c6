/** The reports' date range: the last 30 days by default, checked before it is sent. */
import { REPORT_MAX_DAYS } from '@openlobby/contract';

export interface ReportRange {
  readonly from: string;
  readonly to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The 30 days ending on `today` (YYYY-MM-DD). */
export function lastThirtyDays(today: string): ReportRange {
  const end = Date.parse(`${today}T00:00:00Z`);
  return { from: dayOf(end - 29 * DAY_MS), to: today };
}

/** Real dates, the first on or before the last, at most REPORT_MAX_DAYS days: what the server takes. */
export function rangeIsValid(range: ReportRange): boolean {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return false;
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  if (dayOf(from) !== range.from || dayOf(to) !== range.to) return false;
  return from <= to && (to - from) / DAY_MS + 1 <= REPORT_MAX_DAYS;
}
