/**
 * Builds the real app on a fresh database: a SQLite file in a temp dir, or, when TEST_DATABASE_URL
 * names a PostgreSQL admin connection, a database created for this test file and dropped after.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, SQLITE_FILE_NAME, openDatabase } from '../db/database.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { CUSTOMER_SERVICE_PATH_PURPOSE, createSecretBox } from '../platform/secret-box.ts';

export const TEST_SERVER_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
export const TEST_MERCHANT = 'OPENLOBBY';

export interface TestDatabase {
  readonly url: string | null;
  readonly dataDir: string;
  /** Already migrated and seeded (a copy of this worker's template): opening it does no more. */
  readonly prepared: boolean;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: empty, or, with `template`, a copy of a database this worker
 * migrated and seeded once (with the demo data or without). Copying a file or a PostgreSQL
 * template costs a fraction of migrating and seeding each time, which about a hundred files do.
 */
export async function createTestDatabase(template?: { demo: boolean }): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const prepared = template !== undefined;
  if (adminUrl === undefined || adminUrl === '') {
    if (template !== undefined) {
      const source = await sqliteTemplate(template.demo);
      copyFileSync(source, path.join(dataDir, SQLITE_FILE_NAME));
    }
    return {
      url: null,
      dataDir,
      prepared,
      drop: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `openlobby_test_${randomBytes(6).toString('hex')}`;
  const from = template === undefined ? '' : ` TEMPLATE ${await postgresTemplate(adminUrl, template.demo)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${from}`);
  return {
    url: databaseUrlNamed(adminUrl, name),
    dataDir,
    prepared,
    async drop() {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrlNamed(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * This worker's templates, one per kind and UTC day: the seed dates what it writes (the demo's
 * registrations and deposits count in that day's reports), so a copy must not come from yesterday.
 */
const templates = new Map<string, Promise<string>>();
const templateKey = (demo: boolean) => `${demo ? 'demo' : 'plain'}-${new Date().toISOString().slice(0, 10)}`;

function sqliteTemplate(demo: boolean): Promise<string> {
  const key = templateKey(demo);
  let made = templates.get(key);
  if (made === undefined) {
    made = (async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-test-template-'));
      process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
      const database = await prepareTestDatabase(null, dataDir, demo);
      // Closing the only connection folds the write-ahead log into the file, so the file is whole.
      await database.close();
      return path.join(dataDir, SQLITE_FILE_NAME);
    })();
    templates.set(key, made);
  }
  return made;
}

/** A template database in the test cluster, named for this worker; no one connects to it after seeding. */
function postgresTemplate(adminUrl: string, demo: boolean): Promise<string> {
  const key = templateKey(demo);
  let made = templates.get(key);
  if (made === undefined) {
    made = (async () => {
      const name = `openlobby_template_${randomBytes(6).toString('hex')}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-test-template-'));
      const database = await prepareTestDatabase(databaseUrlNamed(adminUrl, name), dataDir, demo);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      return name;
    })();
    templates.set(key, made);
  }
  return made;
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

function prepareTestDatabase(databaseUrl: string | null, dataDir: string, demo: boolean): Promise<Database> {
  const box = createSecretBox(TEST_SERVER_SECRET, CUSTOMER_SERVICE_PATH_PURPOSE);
  return prepareDatabase({
    databaseUrl,
    dataDir,
    merchantCode: TEST_MERCHANT,
    demo,
    sealPath: (plain) => box.seal(plain),
  }).then((prepared) => prepared.database);
}

/**
 * Migrated and seeded; with the demo data unless `demo` is false (as a production server seeds).
 * A database made from a template is opened as it is (`demo` was chosen when it was made).
 */
export function openTestDatabase(testDb: TestDatabase, demo = true): Promise<Database> {
  if (testDb.prepared)
    return Promise.resolve(openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir }));
  return prepareTestDatabase(testDb.url, testDb.dataDir, demo);
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
  // Which template: the config's own answer (DEMO=true unless the test's env says otherwise).
  const demo = testConfig(tmpdir(), null, options.env).demo;
  const testDb = await createTestDatabase({ demo });
  const config = testConfig(testDb.dataDir, testDb.url, options.env);
  const database = await openTestDatabase(testDb);
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

/**
 * Another instance of the app on the database of `of`, with a connection of its own, as another
 * server process behind the same proxy runs. Closing it leaves the database to `of`.
 */
export async function createTestInstance(
  of: TestContext,
  options: TestAppOptions = {},
  /** Told the text of every statement this instance runs. */
  onStatement?: (sql: string) => void,
): Promise<TestContext> {
  const database = openDatabase({
    databaseUrl: of.config.databaseUrl,
    dataDir: of.config.dataDir,
    ...(onStatement === undefined ? {} : { onStatement }),
  });
  const app = await buildApp({
    logger: false,
    ...options,
    config: of.config,
    database,
    serverSecret: TEST_SERVER_SECRET,
  });
  return {
    app,
    database,
    config: of.config,
    async close() {
      await app.close();
      await database.close();
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
