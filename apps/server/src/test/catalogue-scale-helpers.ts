/**
 * A catalogue of many games for the scale tests that read the database's own query plan (SQLite
 * EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN) rather than timings, which would flake on a busy machine.
 */
import { GAME_HOLDING_CATEGORIES } from '@openlobby/contract';
import { type Compilable, CompiledQuery, type Transaction, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { createTestDatabase, openTestDatabase } from './test-app.ts';

const BATCH = 1_000;

export interface BulkCatalogueOptions {
  /** How many games vendor BULK holds; the category of game n is the n-th holding category, cycling. */
  readonly games: number;
  /** Game n's title and lobby position. */
  readonly game: (n: number) => { readonly name_en: string; readonly sort_order: number };
  /** Fills game_word for the bulk games (after they are all written, in the same transaction). */
  readonly words: (tx: Transaction<DatabaseSchema>, vendorId: number) => Promise<unknown>;
}

export interface BulkCatalogue {
  readonly database: Database;
  /** Vendor BULK, holding every bulk game. */
  readonly vendorId: number;
  /** The database's plan for a query, one line per step. SHOW_PLANS=1 prints it. */
  plan(query: Compilable): Promise<string>;
  /** Closes and drops the database. */
  close(): Promise<void>;
}

/** A fresh test database with vendor BULK and its games (every 50th one hot), analysed on PostgreSQL. */
export async function openBulkCatalogue(options: BulkCatalogueOptions): Promise<BulkCatalogue> {
  const testDb = await createTestDatabase();
  const database = await openTestDatabase(testDb);
  const { db } = database;
  const now = new Date().toISOString();
  const { id: vendorId } = await db
    .insertInto('game_vendor')
    .values({ code: 'BULK', name: 'Bulk Games', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < options.games; start += BATCH) {
      await tx
        .insertInto('game')
        .values(
          Array.from({ length: Math.min(BATCH, options.games - start) }, (_, offset) => {
            const n = start + offset;
            return {
              vendor_id: vendorId,
              category: GAME_HOLDING_CATEGORIES[n % GAME_HOLDING_CATEGORIES.length] ?? 'RNG',
              game_code: `bulk-${n}`,
              min_bet_minor: 10,
              hot: n % 50 === 0 ? 1 : 0,
              hot_order: n,
              created_at: now,
              updated_at: now,
              ...options.game(n),
            };
          }),
        )
        .execute();
    }
    await options.words(tx, vendorId);
  });
  if (database.dialect === 'postgres') await sql`analyze`.execute(db);

  return {
    database,
    vendorId,
    async plan(query) {
      const compiled = query.compile();
      const prefix = database.dialect === 'postgres' ? 'explain ' : 'explain query plan ';
      const result = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
      );
      const text = result.rows.map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n');
      if (process.env.SHOW_PLANS) console.log(text);
      return text;
    },
    async close() {
      await database.close();
      await testDb.drop();
    },
  };
}
