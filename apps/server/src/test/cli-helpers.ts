/** Runs the operator CLI as a separate process against a test database, as operators and e2e tests do. */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { TEST_MERCHANT, TEST_SERVER_SECRET, type TestDatabase } from './test-app.ts';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

export function runCli(testDb: TestDatabase, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
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
