/**
 * Builds the real app on a fresh database: a SQLite file in a temp dir, or, when TEST_DATABASE_URL
 * names a PostgreSQL admin connection, a database created for this test file and dropped after.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from '../platform/secret-box.ts';

export const TEST_SERVER_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const TEST_MERCHANT = 'OPENLOBBY';

export interface TestDatabase {
  readonly url: string | null;
  readonly dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') {
    return {
      url: null,
      dataDir,
      drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `openlobby_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The labelled demo (DEMO=true) unless `env` says NODE_ENV=production: most tests sign in as the
 * demo members and read the outbox. A production config gets an https PUBLIC_URL, which production
 * requires, and no demo.
 */
export function testConfig(
  dataDir: string,
  databaseUrl: string | null,
  env: NodeJS.ProcessEnv = {},
): AppConfig {
  const production = env.NODE_ENV === 'production';
  return loadConfig(
    {
      NODE_ENV: 'test',
      ...(production ? { PUBLIC_URL: 'https://lobby.example' } : { DEMO: 'true' }),
      DATA_DIR: dataDir,
      SERVER_SECRET: TEST_SERVER_SECRET,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      CONSOLE_DIST_DIR: path.join(dataDir, 'no-console-build'),
      ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
      ...env,
    },
    dataDir,
  );
}

/** Migrated and seeded; with the demo data unless `demo` is false (as a production server seeds). */
export function openTestDatabase(testDb: TestDatabase, demo = true): Promise<Database> {
  const box = createSecretBox(TEST_SERVER_SECRET, CUSTOMER_SERVICE_PATH_PURPOSE);
  return prepareDatabase({
    databaseUrl: testDb.url,
    dataDir: testDb.dataDir,
    merchantCode: TEST_MERCHANT,
    demo,
    sealPath: (plain) => box.seal(plain),
  }).then((prepared) => prepared.database);
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions extends Partial<
  Omit<BuildAppOptions, 'config' | 'database' | 'serverSecret'>
> {
  /** Extra environment, e.g. { REGION_DENY_CIDRS: '10.0.0.0/8' }. */
  readonly env?: NodeJS.ProcessEnv;
}

/** Everything a test file needs: a fresh database, a migrated and seeded schema, and the app on it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const testDb = await createTestDatabase();
  const config = testConfig(testDb.dataDir, testDb.url, options.env);
  const database = await openTestDatabase(testDb, config.demo);
  const app = await buildApp({
    logger: false,
    ...options,
    config,
    database,
    serverSecret: TEST_SERVER_SECRET,
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/** Parses an inject response body as the envelope. */
export function body(response: { body: string }): Record<string, unknown> & {
  success: boolean;
  value?: unknown;
  code?: string;
  message?: string;
  data?: Record<string, unknown>;
} {
  return JSON.parse(response.body) as Record<string, unknown> & { success: boolean };
}
