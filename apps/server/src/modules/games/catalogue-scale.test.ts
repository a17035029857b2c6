/**
 * With 100,000 games every list read must stay an index range scan in list order: no full scan of
 * game, no sort of the whole catalogue. Asserted on the database's own plan (SQLite EXPLAIN QUERY
 * PLAN, PostgreSQL EXPLAIN) rather than on timings, which would flake on a busy machine.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { type BulkCatalogue, openBulkCatalogue } from '../../test/catalogue-scale-helpers.ts';
import { playabilityOf } from './playability.ts';
import { type GameFilter, createGamesRepository } from './repository.ts';

let catalogue: BulkCatalogue;
let database: Database;
let vendorId: number;

beforeAll(async () => {
  catalogue = await openBulkCatalogue({
    games: 100_000,
    game: (n) => ({ name_en: `Bulk Game ${n}`, sort_order: n }),
    words: (tx, vendor) =>
      sql`insert into game_word (word, game_id)
        select ${'bulk'} || cast(id % 500 as varchar(8)), id from game where vendor_id = ${vendor}`.execute(
        tx,
      ),
  });
  ({ database, vendorId } = catalogue);
}, 300_000);

afterAll(() => catalogue.close());

const base: GameFilter = {
  category: null,
  vendorId: null,
  hotOnly: false,
  words: [],
  gameClassify: null,
  maxMinBetMinor: null,
  maxMinLine: null,
};

function plan(filter: GameFilter): Promise<string> {
  return catalogue.plan(createGamesRepository(database.db).pageQuery(filter, 50 * 25, 25));
}

/**
 * SQLite must use the list's own index. PostgreSQL weighs heap order too and may walk another list
 * index (say ALL's, filtering the category) when that reads the heap in order; either way the page
 * is read from an index in list order, never by scanning and sorting the table.
 */
function expectIndexed(text: string, index: string): void {
  if (database.dialect === 'postgres') {
    expect(text).toMatch(/Index (Only )?Scan using game_list_\w+_idx on game\b/);
    expect(text).not.toMatch(/Seq Scan on game\b/);
    // A top-level Sort would mean the whole match is sorted before the page is cut.
    expect(text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  } else {
    expect(text).toContain(index);
    expect(text).not.toMatch(/SCAN game\b(?! USING)/);
    expect(text).not.toContain('TEMP B-TREE');
  }
}

describe('game list plans on 100,000 games', () => {
  it('pages a category on its index, in list order', async () => {
    expectIndexed(await plan({ ...base, category: 'RNG' }), 'game_list_category_idx');
  });

  it('pages ALL on its index', async () => {
    expectIndexed(await plan(base), 'game_list_all_idx');
  });

  it("pages a vendor's category on its index", async () => {
    expectIndexed(await plan({ ...base, category: 'FISH', vendorId }), 'game_list_vendor_idx');
  });

  it('pages hot games on their index', async () => {
    expectIndexed(await plan({ ...base, hotOnly: true }), 'game_list_hot_idx');
  });

  // Lists lead with the games that open now: each part is its own page read. The rest (most of a
  // large catalogue) pages on the list index; the playable part is read through its vendors, and
  // PostgreSQL may sort just those matches, as it does a selective search.
  it('pages the playable part through an index and the rest of a category on its list index', async () => {
    const rule = playabilityOf({ vendors: new Map() }).rule;
    const rest = { rule, is: false };
    expectIndexed(await plan({ ...base, category: 'RNG', playable: rest }), 'game_list_category_idx');
    expectIndexed(await plan({ ...base, playable: rest }), 'game_list_all_idx');
    for (const filter of [{ ...base, category: 'RNG' as const }, base]) {
      const text = await plan({ ...filter, playable: { rule, is: true } });
      expect(text).toMatch(/game_list_\w+_idx/);
      expect(text).not.toMatch(/Seq Scan on game\b|SCAN game\b(?! USING)/);
    }
  });

  // The word index narrows a search to its matches; PostgreSQL may then hash-join them to game and
  // sort the (few) matches, which is cheaper than walking the list order for a selective search.
  it('finds search words by prefix on the word index', async () => {
    const text = await plan({ ...base, words: ['bulk12'] });
    expect(text).toMatch(/game_word_pk|sqlite_autoindex_game_word_1/);
    expect(text).not.toMatch(/Seq Scan on game_word|SCAN game_word\b(?! USING)/);
  });
});
