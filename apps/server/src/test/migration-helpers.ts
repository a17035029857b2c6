import { type Insertable, Migrator } from 'kysely';
import { type Db, openDatabase } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import { createTestDatabase } from './test-app.ts';

/** A throwaway database as an older server left it: migrated up to, but not including, one migration. */
export interface OlderDatabase {
  readonly db: Db;
  /** Closes and drops the database. */
  close(): Promise<void>;
}

/**
 * Opens a new test database (SQLite, or PostgreSQL under TEST_DATABASE_URL) with every migration
 * named before `migration` applied, so a test can write rows the way older code did and then run
 * `migrateToLatest` to watch the upgrade.
 */
export async function openDatabaseBefore(migration: string): Promise<OlderDatabase> {
  const own = await createTestDatabase();
  const database = openDatabase({ databaseUrl: own.url, dataDir: own.dataDir });
  const { db } = database;
  const dispose = async (): Promise<void> => {
    await database.close();
    await own.drop();
  };
  const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < migration));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(earlier) },
  }).migrateToLatest();
  if (error !== undefined) {
    await dispose();
    throw new Error(`Migrating up to ${migration} failed`, { cause: error });
  }
  return { db, close: dispose };
}

/** Adds a merchant with the columns every migration has had (CNY, two decimals unless given). */
export async function insertOlderMerchant(
  db: Db,
  values: Partial<Insertable<DatabaseSchema['merchant']>> = {},
): Promise<number> {
  const { id } = await db
    .insertInto('merchant')
    .values({
      code: 'OLD',
      name: 'Old',
      currency_code: 'CNY',
      currency_symbol: '¥',
      decimal_separator: '.',
      group_separator: ',',
      currency_pattern: '#,##0.00',
      currency_scale: 2,
      maintenance: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
