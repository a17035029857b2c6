/** Runs the operator CLI as a separate process against a test database, as operators and e2e tests do. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { TEST_MERCHANT, TEST_SERVER_SECRET, type TestDatabase, createTestDatabase } from './test-app.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

export function runCli(
  testDb: Pick<TestDatabase, 'url' | 'dataDir'>,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
) {
  return run(tsx, ['src/cli.ts', ...args], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      SERVER_SECRET: TEST_SERVER_SECRET,
      MERCHANT_CODE: TEST_MERCHANT,
      DATABASE_URL: testDb.url ?? '',
      ...env,
    },
  });
}

/**
 * A fresh database for one test file's CLI runs, dropped after its tests. `run` runs the CLI
 * against it (`env` added to every run); `db()` opens it once a run has prepared it, to read what
 * the runs wrote.
 */
export function cliDatabase(env: NodeJS.ProcessEnv = {}) {
  let testDb: TestDatabase | undefined;
  let database: Database | undefined;
  const created = () => {
    if (testDb === undefined) throw new Error('cliDatabase is used before its beforeAll ran');
    return testDb;
  };
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });
  return {
    run: (args: readonly string[], more: NodeJS.ProcessEnv = {}) =>
      runCli(created(), args, { ...env, ...more }),
    db() {
      const { url, dataDir } = created();
      database ??= openDatabase({ databaseUrl: url, dataDir });
      return database.db;
    },
  };
}
