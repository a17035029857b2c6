import { type DateRangeKey, isDateRangeKey } from '../../model/dateRange.ts';
import { useAddressParams } from './useAddressParams.ts';

/**
 * Record filters live in the address (`?range=week&status=pending`): a reload, a shared link or
 * the back button keeps what the player chose. Unknown values fall back to the defaults. `params`
 * and `edit` reach the screen's other address filters (the betting record's vendor) the same way.
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
  params: URLSearchParams;
  edit: (change: (next: URLSearchParams) => void) => void;
} {
  const { params, edit } = useAddressParams();
  const rangeParam = params.get('range');
  const filterParam = params.get(name);
  const range = isDateRangeKey(rangeParam) ? rangeParam : fallbackRange;
  const filter =
    filterParam !== null && (allowed as readonly string[]).includes(filterParam) ? (filterParam as F) : 'all';
  const setOrDrop = (next: URLSearchParams, key: string, value: string, isDefault: boolean): void => {
    if (isDefault) next.delete(key);
    else next.set(key, value);
  };
  return {
    range,
    filter,
    setRange: (value) => edit((next) => setOrDrop(next, 'range', value, value === fallbackRange)),
    setFilter: (value) => edit((next) => setOrDrop(next, name, value, value === 'all')),
    params,
    edit,
  };
}
