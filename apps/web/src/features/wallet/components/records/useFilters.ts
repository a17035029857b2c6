import { useSearchParams } from 'react-router';
import { type DateRangeKey, isDateRangeKey } from '../../model/dateRange.ts';

/**
 * Record filters live in the address (`?range=week&status=pending`): a reload, a shared link or
 * the back button keeps what the player chose. Unknown values fall back to the defaults.
 */
export function useFilters<F extends string>(
  name: string,
  allowed: readonly F[],
  fallbackRange: DateRangeKey = 'week',
): {
  range: DateRangeKey;
  filter: F | 'all';
  setRange: (range: DateRangeKey) => void;
  setFilter: (filter: F | 'all') => void;
} {
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const filterParam = params.get(name);
  const range = isDateRangeKey(rangeParam) ? rangeParam : fallbackRange;
  const filter =
    filterParam !== null && (allowed as readonly string[]).includes(filterParam) ? (filterParam as F) : 'all';
  const set = (key: string, value: string, isDefault: boolean): void =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (isDefault) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    range,
    filter,
    setRange: (value) => set('range', value, value === fallbackRange),
    setFilter: (value) => set(name, value, value === 'all'),
  };
}
