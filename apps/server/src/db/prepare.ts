import path from 'node:path';
import { makePrivateDir, touchPrivateFile } from '../platform/private-files.ts';
import { type Database, type DatabaseOptions, SQLITE_FILE_NAME, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { DemoDataError, findDemoData } from '../seed/demo/find-demo-data.ts';
import { type SeedResult, seedDatabase } from '../seed/index.ts';

export interface PrepareOptions extends DatabaseOptions {
  readonly merchantCode: string;
  readonly sealPath: (plain: string) => string;
  /** Seed the demo members, channels and money too (the labelled demo only). */
  readonly demo: boolean;
  /** Refuse a database that holds demo data (production: it was made by the demo). */
  readonly refuseDemoData?: boolean;
}

export interface PreparedDatabase {
  readonly database: Database;
  readonly migrationsApplied: string[];
  readonly seed: SeedResult;
}

/** Opens the configured database, migrates it to the latest schema and seeds it on first start. */
export async function prepareDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  makePrivateDir(options.dataDir);
  if (options.databaseUrl === null) {
    // SQLite gives its -wal and -shm files the database file's mode, so they stay owner-only too.
    touchPrivateFile(path.join(options.dataDir, options.sqliteFileName ?? SQLITE_FILE_NAME));
  }
  const database = openDatabase(options);
  try {
    const migrationsApplied = await migrateToLatest(database.db);
    if (options.refuseDemoData === true) {
      const found = await findDemoData(database.db);
      if (found.length > 0) {
        throw new DemoDataError(
          `This database holds demo data: ${found.join('; ')}. Production needs a database the demo never ran on (a new DATA_DIR or DATABASE_URL).`,
        );
      }
    }
    const seed = await seedDatabase(database.db, {
      merchantCode: options.merchantCode,
      sealPath: options.sealPath,
      demo: options.demo,
    });
    return { database, migrationsApplied, seed };
  } catch (error) {
    await database.close();
    throw error;
  }
}
