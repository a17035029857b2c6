import { type Database, type DatabaseOptions, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { type SeedResult, seedDatabase } from './seed/index.ts';

export interface PrepareOptions extends DatabaseOptions {
  readonly merchantCode: string;
  readonly sealPath: (plain: string) => string;
}

export interface PreparedDatabase {
  readonly database: Database;
  readonly migrationsApplied: string[];
  readonly seed: SeedResult;
}

/** Opens the configured database, migrates it to the latest schema and seeds it on first start. */
export async function prepareDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  const database = openDatabase(options);
  try {
    const migrationsApplied = await migrateToLatest(database.db);
    const seed = await seedDatabase(database.db, {
      merchantCode: options.merchantCode,
      sealPath: options.sealPath,
    });
    return { database, migrationsApplied, seed };
  } catch (error) {
    await database.close();
    throw error;
  }
}
