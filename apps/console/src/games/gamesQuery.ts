/** The games table's filter form and the query it sends (empty fields are left out). */
import type { Query } from '../api/client.ts';

export interface GamesFilterForm {
  readonly name: string;
  readonly category: string;
  readonly vendor: string;
  /** '', 'true' or 'false'. */
  readonly enabled: string;
}

export const EMPTY_GAMES_FILTER: GamesFilterForm = { name: '', category: '', vendor: '', enabled: '' };

export function gamesQuery(form: GamesFilterForm, pageIndex: number, pageSize: number): Query {
  return {
    pageNo: pageIndex + 1,
    pageSize,
    name: form.name.trim(),
    category: form.category,
    vendor: form.vendor,
    enabled: form.enabled,
  };
}
