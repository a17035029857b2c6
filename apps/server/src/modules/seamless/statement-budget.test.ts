/**
 * The seamless wallet's cost budget: how many SQL statements (transaction control included) one
 * bet+win pair runs. The bench (scripts/bench/seamless-load.mjs) measures pairs per second on a busy
 * machine, which is noisy; this count is exact, so a change that adds reads or writes to the hot
 * path fails here. If a change needs more statements for correctness, raise the budget knowingly.
 *
 * SEAMLESS_STATEMENTS_DEBUG=1 prints the statements of one pair.
 */
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from 'kysely';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { SQLITE_FILE_NAME } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { ACCOUNTS_ENV } from '../../test/accounts-helpers.ts';
import { playerAtDice, send, txId } from '../../test/seamless-helpers.ts';
import {
  TEST_SERVER_SECRET,
  type TestContext,
  type TestDatabase,
  createTestDatabase,
  openTestDatabase,
  testConfig,
} from '../../test/test-app.ts';

/** Statements per bet+win pair (bet, win, their transactions' begin and commit). */
const BUDGET_PER_PAIR = 36;
const PAIRS = 4;

let t: TestContext;
let testDb: TestDatabase;
const statements: string[] = [];

/** The test database opened once more, on a Kysely that logs every statement it runs. */
function countingDatabase(db: TestDatabase): Database {
  const log = (event: LogEvent) => {
    if (event.level === 'query') statements.push(event.query.sql);
  };
  const kysely =
    db.url === null
      ? new Kysely<DatabaseSchema>({
          dialect: new SqliteDialect({
            database: () => {
              const file = new SqliteDatabase(path.join(db.dataDir, SQLITE_FILE_NAME));
              file.pragma('journal_mode = WAL');
              file.pragma('foreign_keys = ON');
              file.pragma('busy_timeout = 5000');
              return Promise.resolve(file);
            },
          }),
          log,
        })
      : new Kysely<DatabaseSchema>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: db.url, max: 4 }) }),
          log,
        });
  return {
    db: kysely,
    dialect: db.url === null ? 'sqlite' : 'postgres',
    async ping() {
      await sql`select 1`.execute(kysely);
      return true;
    },
    close: () => kysely.destroy(),
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase({ demo: true });
  const config = testConfig(testDb.dataDir, testDb.url, ACCOUNTS_ENV);
  const seeded = await openTestDatabase(testDb);
  await seeded.close();
  const database = countingDatabase(testDb);
  const app = await buildApp({ logger: false, config, database, serverSecret: TEST_SERVER_SECRET });
  t = {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
});
afterAll(async () => {
  await t.close();
});

async function pair(session: { playerId: string; sessionId: string }): Promise<void> {
  const betId = txId('budget-bet');
  const bet = await send(t, 'OLI', 'bet', {
    ...session,
    transactionId: betId,
    roundId: `round-${betId}`,
    gameCode: 'dice',
    amount: '1.00',
    timestamp: Date.now(),
  });
  expect(bet.body.status).toBe('OK');
  const win = await send(t, 'OLI', 'win', {
    playerId: session.playerId,
    transactionId: txId('budget-win'),
    betTransactionId: betId,
    roundId: `round-${betId}`,
    gameCode: 'dice',
    amount: '1.50',
    timestamp: Date.now(),
  });
  expect(win.body.status).toBe('OK');
}

describe('a seamless bet+win pair', () => {
  it(`runs at most ${BUDGET_PER_PAIR} SQL statements`, async () => {
    const { session } = await playerAtDice(t, 100_000n);
    // The first pair may create the member's accounts and report rows of the day; later ones do not.
    await pair(session);
    statements.length = 0;
    for (let i = 0; i < PAIRS; i += 1) await pair(session);
    const perPair = statements.length / PAIRS;
    if (process.env.SEAMLESS_STATEMENTS_DEBUG === '1')
      console.log(`${perPair} per pair\n${statements.slice(0, statements.length / PAIRS).join('\n')}`);
    expect(perPair).toBeLessThanOrEqual(BUDGET_PER_PAIR);
  });
});
