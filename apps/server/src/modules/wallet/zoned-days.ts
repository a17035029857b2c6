/**
 * Calendar days in the member's own time zone. Storage stays UTC (ISO strings); the records screens
 * mean the member's days, so a day's bounds are the UTC instants of its first moment there. Offsets
 * come from the runtime's time zone data (Intl), so DST and half-hour zones are right by construction.
 */
import { ApiError } from '../../platform/api-error.ts';
import { createCache } from '../../platform/cache.ts';

export const DEFAULT_TIME_ZONE = 'UTC';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Canonical zone names only (about 600 exist), so the bound is never reached in practice. */
const formatters = createCache<string, Intl.DateTimeFormat>({ max: 1_000 });

function formatterOf(zone: string): Intl.DateTimeFormat {
  return formatters.remember(
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      }),
  );
}

/** The zone's canonical IANA name; absent means UTC; anything Intl does not know is TIME_ZONE_INVALID. */
export function checkTimeZone(zone: string | undefined): string {
  if (zone === undefined || zone === '') return DEFAULT_TIME_ZONE;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
    formatterOf(canonical);
    return canonical;
  } catch {
    throw new ApiError('TIME_ZONE_INVALID', { field: 'timeZone' });
  }
}

/** The local wall clock at `ms`, written as if it were a UTC instant (whole seconds). */
function wallClock(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * Each zone's last answer by UTC minute: every offset and every change of one since 1972 falls on a
 * whole minute, so all instants of a minute share their local day; a busy path (every bet counted
 * in the daily reports) asks about the same minute again and again.
 */
const lastDays = new Map<string, { readonly minute: number; readonly day: string }>();
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1980, 0, 1);
const MINUTE_MS = 60_000;

/** The local calendar day (YYYY-MM-DD) of an instant. */
export function localDay(ms: number, zone: string): string {
  if (ms < WHOLE_MINUTE_OFFSETS_SINCE) return new Date(wallClock(ms, zone)).toISOString().slice(0, 10);
  const minute = Math.floor(ms / MINUTE_MS);
  const last = lastDays.get(zone);
  if (last !== undefined && last.minute === minute) return last.day;
  const day = new Date(wallClock(ms, zone)).toISOString().slice(0, 10);
  if (lastDays.size >= 1_000) lastDays.clear();
  lastDays.set(zone, { minute, day });
  return day;
}

/** Epoch ms of a YYYY-MM-DD day's UTC midnight, or null when it is no real date (e.g. 2026-02-31). */
export function parseDay(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? null : ms;
}

export function addDays(day: string, days: number): string {
  const ms = parseDay(day);
  if (ms === null) throw new Error(`not a day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant the local day begins: local midnight, or the end of a DST gap that skips it. */
export function startOfDay(day: string, zone: string): number {
  const midnight = parseDay(day);
  if (midnight === null) throw new Error(`not a day: ${day}`);
  // Subtract the offset, then once more with the offset in force at the first guess (DST).
  const first = midnight - (wallClock(midnight, zone) - midnight);
  const guess = midnight - (wallClock(first, zone) - first);
  if (localDay(guess, zone) >= day && localDay(guess - 1, zone) < day) return guess;
  // Midnight does not exist (a gap) or the guess landed across a change: the day begins at the
  // first instant whose local day is `day`, found by halving a window of a few hours.
  let low = guess - 3 * HOUR_MS;
  let high = guess + 3 * HOUR_MS;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (localDay(mid, zone) >= day) high = mid;
    else low = mid;
  }
  return high;
}
