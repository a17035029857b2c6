/**
 * Two instances of the app on one database (the same SQLite file through two connections, or one
 * PostgreSQL database under TEST_DATABASE_URL), as two servers behind a proxy would run, optionally
 * sharing one Redis. Each instance has its own caches, counters and connections, as a process does.
 */
import { randomBytes } from 'node:crypto';
import { type TestContext, type TestDatabase, createTestApp, createTestInstance } from './test-app.ts';

export interface TwoInstances {
  readonly a: TestContext;
  readonly b: TestContext;
  /** Their database, for a third process (the operator CLI). */
  readonly database: Pick<TestDatabase, 'url' | 'dataDir'>;
  close(): Promise<void>;
}

/**
 * The throwaway Redis of this test run (scripts/test.mjs starts one; for a run of your own,
 * `node scripts/lib/redis-server.mjs` prints one). Missing, the test fails: it must not pass by
 * testing nothing.
 */
export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (url === undefined || url === '')
    throw new Error(
      'TEST_REDIS_URL is not set: these tests need a real Redis. npm test starts one; for your own run start one with `node scripts/lib/redis-server.mjs` and pass the URL it prints',
    );
  return url;
}

/** With `redis`, both instances share it under a prefix of their own (other test files use the same server). */
export async function twoInstances(options: {
  readonly redis: boolean;
  readonly env?: NodeJS.ProcessEnv;
}): Promise<TwoInstances> {
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    INSTANCE_COUNT: '2',
    ...(options.redis
      ? { REDIS_URL: testRedisUrl(), REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:` }
      : {}),
  };
  const a = await createTestApp({ env });
  const b = await createTestInstance(a);
  return {
    a,
    b,
    database: { url: a.config.databaseUrl, dataDir: a.config.dataDir },
    async close() {
      // The second instance first: closing the first drops the database.
      await b.close();
      await a.close();
    },
  };
}
