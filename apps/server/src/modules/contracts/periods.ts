/**
 * A contract's periods in the merchant's time zone. A key names a period by its first local day
 * ("2026-11-23"), or for hourly periods by its day and the hour's index from local midnight
 * ("2026-11-23/05"): hours are consecutive 60-minute slices from local midnight, so a day that DST
 * makes 23 or 25 hours long has 23 or 25 of them and no instant is in two periods or none. Weeks
 * begin on Monday; half-months are the 1st–15th and the 16th–last day. Keys of one period kind sort
 * as their periods do.
 */
import type { ContractPeriod } from '@openlobby/contract';
import { addDays, localDay, startOfDay } from '../wallet/zoned-days.ts';

const HOUR_MS = 3_600_000;

export interface Period {
  readonly key: string;
  /** Epoch ms, [from, to). */
  readonly from: number;
  readonly to: number;
}

/** The first day of the day-based period holding `day`. */
function firstDay(period: Exclude<ContractPeriod, 'HOURLY'>, day: string): string {
  switch (period) {
    case 'DAILY':
      return day;
    case 'WEEKLY': {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      return addDays(day, -((weekday + 6) % 7));
    }
    case 'HALF_MONTHLY':
      return `${day.slice(0, 8)}${Number(day.slice(8)) <= 15 ? '01' : '16'}`;
    case 'MONTHLY':
      return `${day.slice(0, 8)}01`;
  }
}

/** The first day of the next period after the one starting on `first`. */
function nextFirstDay(period: Exclude<ContractPeriod, 'HOURLY'>, first: string): string {
  switch (period) {
    case 'DAILY':
      return addDays(first, 1);
    case 'WEEKLY':
      return addDays(first, 7);
    case 'HALF_MONTHLY':
      return first.endsWith('-01') ? `${first.slice(0, 8)}16` : nextMonth(first);
    case 'MONTHLY':
      return nextMonth(first);
  }
}

function nextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The period holding the instant `ms`. */
export function periodAt(period: ContractPeriod, ms: number, zone: string): Period {
  const day = localDay(ms, zone);
  if (period === 'HOURLY') {
    const start = startOfDay(day, zone);
    const end = startOfDay(addDays(day, 1), zone);
    const index = Math.floor((ms - start) / HOUR_MS);
    return {
      key: `${day}/${String(index).padStart(2, '0')}`,
      from: start + index * HOUR_MS,
      to: Math.min(start + (index + 1) * HOUR_MS, end),
    };
  }
  const first = firstDay(period, day);
  return { key: first, from: startOfDay(first, zone), to: startOfDay(nextFirstDay(period, first), zone) };
}

/** The period a key names. */
export function periodOf(period: ContractPeriod, key: string, zone: string): Period {
  if (period === 'HOURLY') {
    const [day = '', index = '0'] = key.split('/');
    const start = startOfDay(day, zone);
    return periodAt(period, start + Number(index) * HOUR_MS, zone);
  }
  return periodAt(period, startOfDay(key, zone), zone);
}

export const nextPeriod = (period: ContractPeriod, key: string, zone: string): Period =>
  periodAt(period, periodOf(period, key, zone).to, zone);

export const previousPeriod = (period: ContractPeriod, key: string, zone: string): Period =>
  periodAt(period, periodOf(period, key, zone).from - 1, zone);
