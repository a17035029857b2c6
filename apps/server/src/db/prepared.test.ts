/**
 * `prepared` queries on the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): inside a
 * transaction they are part of it (seen by it, undone with it, kept when it commits); outside one
 * they never see another transaction's uncommitted work, and on SQLite they wait for it to end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/test-app.ts';
import { type Database, openDatabase, prepared } from './database.ts';

let testDb: TestDatabase;
let database: Database;
const statements: string[] = [];
beforeAll(async () => {
  testDb = await createTestDatabase({ demo: false });
  // A copy of a migrated database (the template): opened as it is, with its statements counted.
  database = openDatabase({
    databaseUrl: testDb.url,
    dataDir: testDb.dataDir,
    onStatement: (sql) => statements.push(sql),
  });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

const insertLease = prepared((db, p: { name: string; holder: string }) =>
  db
    .insertInto('lottery_lease')
    .values({ name: p.name, holder: p.holder, expires_at: '2026-01-01T00:00:00Z' }),
);
const holderOf = prepared((db, p: { name: string }) =>
  db.selectFrom('lottery_lease').select('holder').where('name', '=', p.name),
);

class Refused extends Error {}

describe('prepared', () => {
  it('inside a transaction: sees its own write, is undone with it, kept when it commits', async () => {
    await expect(
      database.db.transaction().execute(async (tx) => {
        await insertLease(tx, { name: 'undone', holder: 'a' });
        expect((await holderOf(tx, { name: 'undone' })).rows).toEqual([{ holder: 'a' }]);
        throw new Refused();
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect((await holderOf(database.db, { name: 'undone' })).rows).toEqual([]);

    await database.db.transaction().execute(async (tx) => {
      const inserted = await insertLease(tx, { name: 'kept', holder: 'b' });
      expect(inserted.numAffectedRows).toBe(1n);
    });
    expect((await holderOf(database.db, { name: 'kept' })).rows).toEqual([{ holder: 'b' }]);
  });

  it('outside a transaction never reads what another one has not committed', async () => {
    const trx = await database.db.startTransaction().execute();
    await insertLease(trx, { name: 'pending', holder: 'c' });
    // Asked while the transaction is open: on SQLite it waits for the connection, on PostgreSQL
    // it reads the last committed state. Either way, never the open transaction's row.
    const outside = holderOf(database.db, { name: 'pending' });
    await trx.rollback().execute();
    expect((await outside).rows).toEqual([]);
  });

  it('is counted like every other statement', async () => {
    statements.length = 0;
    await database.db.transaction().execute(async (tx) => {
      await holderOf(tx, { name: 'kept' });
    });
    expect(statements.filter((sql) => sql.includes('lottery_lease'))).toHaveLength(1);
  });
});
