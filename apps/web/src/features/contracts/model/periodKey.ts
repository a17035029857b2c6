import type { Language } from '@openlobby/contract/client';
import { formatDay } from '../../../shared/format/dateTime.ts';

/**
 * A contract period's key for people. A key names a period by its first local day ("2026-11-27":
 * that day, or the week, half-month or month starting on it); an hourly one adds the hour counted
 * from local midnight ("2026-11-27/07": 07:00 to 08:00 that day).
 */
export function formatPeriodKey(key: string, language: Language): string {
  const [day = key, hour] = key.split('/');
  return hour === undefined ? formatDay(day, language) : `${formatDay(day, language)} ${hour}:00`;
}
