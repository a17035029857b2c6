import { describe, expect, it } from 'vitest';
import { game, page } from '../test/fixtures.ts';
import { nextPageNo, pagedGames } from './paging.ts';

const ids = (pages: ReturnType<typeof page>[]): number[] =>
  pagedGames(pages, (each) => each.games).map((g) => g.nodeId);

describe('game list paging (spec 4)', () => {
  it('asks for the next page only while pageNum is below totalPages', () => {
    expect(nextPageNo({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPageNo({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageNo({ pageNum: 1, totalPages: 0 })).toBeUndefined();
    expect(nextPageNo({ pageNum: 4, totalPages: 3 })).toBeUndefined();
  });

  it('appends a page that continues the list, and replaces the list otherwise', () => {
    expect(ids([page([game(1), game(2)], 1, 2), page([game(3)], 2, 2)])).toEqual([1, 2, 3]);
    // Page 1 again (a reset) replaces what was there.
    expect(ids([page([game(1)], 1, 2), page([game(2)], 2, 2), page([game(9)], 1, 2)])).toEqual([9]);
    // The last page reached: a further answer does not continue it, so it replaces.
    expect(ids([page([game(1)], 1, 1), page([game(5)], 2, 1)])).toEqual([5]);
  });
});
