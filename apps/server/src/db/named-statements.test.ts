/**
 * Named prepared statements on PostgreSQL (TEST_DATABASE_URL): the statements `prepared()` compiles
 * are parsed once per connection and answer as before, and a column added by another instance's
 * migration (a rolling upgrade) breaks none of them.
 */
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../test/test-app.ts';
import { type Database, type Db, openDatabase, prepared } from './database.ts';
import { nameStatement, statementName } from './named-statements.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);

describe('which statements are named', () => {
  it('names a statement once, and the same text always by the same name', () => {
    const text = 'select holder from lottery_lease where name = $1 -- naming probe';
    nameStatement(text);
    const name = statementName(text);
    expect(name).toMatch(/^openlobby_\d+$/);
    nameStatement(text);
    expect(statementName(text)).toBe(name);
    expect(statementName(`${text} and 1 = 1`)).toBeUndefined();
  });

  it('leaves unnamed a statement whose result has every column (a migration may add one)', () => {
    nameStatement('select * from member where id = $1 -- naming probe');
    nameStatement('update bet_record set status = $1 where id = $2 returning * -- naming probe');
    expect(statementName('select * from member where id = $1 -- naming probe')).toBeUndefined();
    expect(
      statementName('update bet_record set status = $1 where id = $2 returning * -- naming probe'),
    ).toBeUndefined();
  });
});

/** A raw statement as `prepared()` takes it (compiled on the connection given). */
const compilable = <R>(db: Db, raw: RawBuilder<R>) => ({ compile: () => raw.compile(db) });

const holderOf = prepared((db, p: { id: number }) =>
  compilable(db, sql<{ holder: string }>`select holder from named_probe where id = ${p.id}`),
);
const everyColumnOf = prepared((db, p: { id: number }) =>
  compilable(db, sql<Record<string, unknown>>`select * from named_probe where id = ${p.id}`),
);
const rename = prepared((db, p: { holder: string }) =>
  compilable(db, sql`update named_probe set holder = ${p.holder} where id > 0`),
);

describe.skipIf(!postgres)('named statements on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase({ demo: false });
    database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
    await sql`create table named_probe (id integer primary key, holder text not null)`.execute(database.db);
    await sql`insert into named_probe (id, holder) values (1, 'a'), (2, 'b')`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('parses a statement once per connection, and it answers as an unnamed one did', async () => {
    await database.db.connection().execute(async (conn) => {
      expect((await holderOf(conn, { id: 1 })).rows).toEqual([{ holder: 'a' }]);
      expect((await holderOf(conn, { id: 2 })).rows).toEqual([{ holder: 'b' }]);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_prepared_statements where name like 'openlobby_%'
          and statement like '%from named_probe where id%' and statement not like '%*%'`.execute(conn);
      expect(rows).toEqual([{ n: 1 }]);
      // Rows written are counted for a named statement as for any other.
      expect((await rename(conn, { holder: 'c' })).numAffectedRows).toBe(2n);
      expect((await holderOf(conn, { id: 2 })).rows).toEqual([{ holder: 'c' }]);
    });
  });

  it('keeps working when a column is added after the connection prepared its statements', async () => {
    await database.db.connection().execute(async (conn) => {
      expect((await holderOf(conn, { id: 1 })).rows).toEqual([{ holder: 'c' }]);
      expect((await everyColumnOf(conn, { id: 1 })).rows).toEqual([{ id: 1, holder: 'c' }]);
      // What another instance's migration does in a rolling upgrade.
      await sql`alter table named_probe add column note text not null default 'new'`.execute(conn);
      expect((await holderOf(conn, { id: 1 })).rows).toEqual([{ holder: 'c' }]);
      expect((await everyColumnOf(conn, { id: 1 })).rows).toEqual([{ id: 1, holder: 'c', note: 'new' }]);
    });
  });
});
