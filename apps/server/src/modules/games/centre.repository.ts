/**
 * The game centre's reads: a category's page in list order (the lists' own query), or most
 * recently added first on the indexes of migration 0031. The filter is the game list's, so
 * vendor, hot, search words and playability mean the same here.
 */
import type { Db } from '../../db/database.ts';
import {
  type GameFilter,
  type GameRow,
  filtered,
  ordered,
  selectRow,
  toGameRow,
} from './game-rows.repository.ts';

export interface CentreFilter extends GameFilter {
  /** Most recently added first (id descending) instead of list order. */
  readonly newest: boolean;
}

export type GameCentreRepository = ReturnType<typeof createGameCentreRepository>;

export function createGameCentreRepository(db: Db) {
  return {
    /** The page's query, exposed so tests can ask the database for its plan. */
    pageQuery(filter: CentreFilter, offset: number, limit: number) {
      const query = filtered(db, filter);
      const sorted = filter.newest ? query.orderBy('game.id', 'desc') : ordered(query, filter);
      return selectRow(sorted).limit(limit).offset(offset);
    },

    async page(filter: CentreFilter, offset: number, limit: number): Promise<GameRow[]> {
      const rows = await this.pageQuery(filter, offset, limit).execute();
      return rows.map(toGameRow);
    },

    async count(filter: GameFilter): Promise<number> {
      const row = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}
