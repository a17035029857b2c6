/**
 * With 100,000 games every list read must stay an index range scan in list order: no full scan of
 * game, no sort of the whole catalogue. Asserted on the database's own plan (SQLite EXPLAIN QUERY
 * PLAN, PostgreSQL EXPLAIN) rather than on timings, which would flake on a busy machine.
 */
import { GAME_HOLDING_CATEGORIES } from '@openlobby/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { type TestDatabase, createTestDatabase, openTestDatabase } from '../../test/test-app.ts';
import { playabilityOf } from './playability.ts';
import { type GameFilter, createGamesRepository } from './repository.ts';

const GAMES = 100_000;
const BATCH = 1_000;

let testDb: TestDatabase;
let database: Database;
let vendorId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openTestDatabase(testDb);
  const { db } = database;
  const now = new Date().toISOString();
  vendorId = (
    await db
      .insertInto('game_vendor')
      .values({ code: 'BULK', name: 'Bulk Games', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < GAMES; start += BATCH) {
      await tx
        .insertInto('game')
        .values(
          Array.from({ length: BATCH }, (_, offset) => {
            const n = start + offset;
            return {
              vendor_id: vendorId,
              category: GAME_HOLDING_CATEGORIES[n % GAME_HOLDING_CATEGORIES.length] ?? 'RNG',
              game_code: `bulk-${n}`,
              name_en: `Bulk Game ${n}`,
              min_bet_minor: 10,
              sort_order: n,
              hot: n % 50 === 0 ? 1 : 0,
              hot_order: n,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    }
    await sql`insert into game_word (word, game_id)
      select ${'bulk'} || cast(id % 500 as varchar(8)), id from game where vendor_id = ${vendorId}`.execute(
      tx,
    );
  });
  if (database.dialect === 'postgres') await sql`analyze`.execute(db);
}, 300_000);

afterAll(async () => {
  await database.close();
  await testDb.drop();
});

const base: GameFilter = {
  category: null,
  vendorId: null,
  hotOnly: false,
  words: [],
  gameClassify: null,
  maxMinBetMinor: null,
  maxMinLine: null,
};

async function plan(filter: GameFilter): Promise<string> {
  const repository = createGamesRepository(database.db);
  const compiled = repository.pageQuery(filter, 50 * 25, 25).compile();
  const prefix = database.dialect === 'postgres' ? 'explain ' : 'explain query plan ';
  const result = await database.db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  const text = result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
  if (process.env.SHOW_PLANS) console.log(text);
  return text;
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
