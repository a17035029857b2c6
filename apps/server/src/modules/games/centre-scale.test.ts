/**
 * With 100,000 games a game-centre page must be read from an index in the list's order: no full
 * scan of game, no sort of the whole category. Asserted on the database's own plan (SQLite EXPLAIN
 * QUERY PLAN, PostgreSQL EXPLAIN), never on timings.
 */
import { GAME_HOLDING_CATEGORIES } from '@openlobby/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { type BulkCatalogue, openBulkCatalogue } from '../../test/catalogue-scale-helpers.ts';
import { type CentreFilter, createGameCentreRepository } from './centre.repository.ts';
import { createGameCentreService } from './centre-service.ts';

const GAMES = 100_000;

let catalogue: BulkCatalogue;
let database: Database;
let vendorId: number;

beforeAll(async () => {
  catalogue = await openBulkCatalogue({
    games: GAMES,
    game: (n) => ({
      name_en: n % 11 === 0 ? `Bulk Jackpot ${n}` : `Bulk Game ${n}`,
      // Lobby order is not insertion order: New must not fall out of the list index.
      sort_order: (n * 7919) % GAMES,
    }),
    words: async (tx, vendor) => {
      await sql`insert into game_word (word, game_id)
        select ${'bulk'}, id from game where vendor_id = ${vendor}`.execute(tx);
      await sql`insert into game_word (word, game_id)
        select ${'jackpot'}, id from game where vendor_id = ${vendor} and name_en like ${'Bulk Jackpot%'}`.execute(
        tx,
      );
    },
  });
  ({ database, vendorId } = catalogue);
}, 300_000);

afterAll(() => catalogue.close());

const base: CentreFilter = {
  category: 'RNG',
  vendorId: null,
  hotOnly: false,
  words: [],
  gameClassify: null,
  maxMinBetMinor: null,
  maxMinLine: null,
  newest: false,
};

function plan(filter: CentreFilter): Promise<string> {
  return catalogue.plan(createGameCentreRepository(database.db).pageQuery(filter, 40 * 24, 24));
}

/** Read from an index in list order: never a scan of the whole table, never a sort of the match. */
function expectIndexed(text: string, index: RegExp): void {
  if (database.dialect === 'postgres') {
    // PostgreSQL may walk the primary key backwards for New when the category is dense: still an
    // index read in list order that stops at the page.
    expect(text).toMatch(/Index (Only )?Scan( Backward)? using (game_list_\w+_idx|game_pkey) on game\b/);
    expect(text).not.toMatch(/Seq Scan on game\b/);
    expect(text).not.toMatch(/^\s*(->\s*)?Sort\b/m);
  } else {
    expect(text).toMatch(index);
    expect(text).not.toMatch(/SCAN game\b(?! USING)/);
    expect(text).not.toContain('TEMP B-TREE');
  }
}

describe('game centre plans on 100,000 games', () => {
  it('pages a category in lobby order on its list index', async () => {
    expectIndexed(await plan(base), /game_list_category_idx/);
  });

  it('pages New, most recently added first, on the new-games indexes (migration 0031)', async () => {
    expectIndexed(await plan({ ...base, newest: true }), /game_list_new_idx/);
    expectIndexed(await plan({ ...base, newest: true, vendorId }), /game_list_new_vendor_idx/);
  });

  it("pages one vendor's category on its index", async () => {
    expectIndexed(await plan({ ...base, vendorId }), /game_list_vendor_idx/);
  });

  // Hot games are a small, flagged part of a category. PostgreSQL may read them all through the
  // index and sort just those (as it does a selective search) when a page lies deep among them.
  it("pages Hot on the category's hot index (migration 0031)", async () => {
    const text = await plan({ ...base, hotOnly: true });
    if (database.dialect === 'postgres') {
      expect(text).toMatch(
        /(Bitmap )?Index (Only )?Scan( Backward)? (using|on) game_list_hot_category_idx\b/,
      );
      expect(text).not.toMatch(/Seq Scan on game\b/);
    } else expectIndexed(text, /game_list_hot_category_idx/);
  });

  it('finds Jackpot titles and searches through the word index', async () => {
    const text = await plan({ ...base, words: ['jackpot'] });
    expect(text).toMatch(/game_word_pk|sqlite_autoindex_game_word_1/);
    expect(text).not.toMatch(/Seq Scan on game_word|SCAN game_word\b(?! USING)/);
  });

  it('answers pages of 24 through the service with the total, New newest first', async () => {
    const service = createGameCentreService({
      repository: createGameCentreRepository(database.db),
      enabledVendorId: (code) => Promise.resolve(code === 'BULK' ? vendorId : null),
    });
    const page = await service.page('M1', { gameType: 'RNG', collection: 'new', vendor: 'BULK' }, 'EN');
    expect(page.games).toHaveLength(24);
    const rng = GAME_HOLDING_CATEGORIES.indexOf('RNG');
    const slots = Array.from({ length: GAMES }, (_, n) => n).filter(
      (n) => n % GAME_HOLDING_CATEGORIES.length === rng,
    );
    expect(page.total).toBe(slots.length);
    const ids = page.games.map((game) => game.nodeId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const jackpot = await service.page(
      'M1',
      { gameType: 'RNG', collection: 'jackpot', vendor: 'BULK', pageNo: 3 },
      'EN',
    );
    expect(jackpot.games.length).toBe(24);
    for (const game of jackpot.games) expect(game.gameName).toMatch(/^Bulk Jackpot/);
  });
});
