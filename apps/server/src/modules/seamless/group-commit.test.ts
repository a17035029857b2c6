/**
 * Group commit (group-commit.repository.ts) on a real SQLite file: calls arriving together commit in one
 * transaction, a call that throws undoes only itself (first in its batch or not), a failed commit
 * fails every call of its batch and keeps nothing, and no call is answered before its commit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, SQLITE_FILE_NAME, openDatabase } from '../../db/database.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { createGroupCommit } from './group-commit.repository.ts';

let dir: string;
let database: Database;
/** A second connection on the file: sees only what has committed. */
let outside: SqliteDatabase.Database;
let statements: string[];
let transactions: Tx[];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'group-commit-'));
  statements = [];
  transactions = [];
  database = openDatabase({ databaseUrl: null, dataDir: dir, onStatement: (text) => statements.push(text) });
  await sql`create table parent (id integer primary key)`.execute(database.db);
  await sql`create table item (id text primary key, parent_id integer references parent (id) deferrable initially deferred)`.execute(
    database.db,
  );
  outside = new SqliteDatabase(path.join(dir, SQLITE_FILE_NAME), { readonly: true });
  statements.length = 0;
});
afterEach(async () => {
  outside.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const committedIds = () =>
  (outside.prepare('select id from item order by id').all() as { id: string }[]).map((row) => row.id);

/** A call that inserts an item (a duplicate id fails on the key, like a replayed transaction id). */
const insert =
  (id: string, parentId: number | null = null) =>
  async (tx: Tx) => {
    transactions.push(tx);
    await sql`insert into item (id, parent_id) values (${id}, ${parentId})`.execute(tx);
    return id;
  };

/** A call that writes an item, then refuses (like a bet refused after its first writes). */
const refuse = (id: string) => async (tx: Tx) => {
  await insert(id)(tx);
  throw new Error(`refused ${id}`);
};

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: (error as Error).message }),
  );

describe('group commit on SQLite', () => {
  it('commits calls arriving together once, and undoes only the one that threw in the middle', async () => {
    const run = createGroupCommit(database.db, () => undefined);
    const results = await Promise.all([
      settle(run(insert('a'))),
      settle(run(refuse('b'))),
      settle(run(insert('c'))),
      // The same key again within the batch: it fails alone, the first keeps its row.
      settle(run(insert('a'))),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, false, true, false]);
    expect(results[1]).toMatchObject({ error: 'refused b' });
    expect(committedIds()).toEqual(['a', 'c']);
    // One transaction for all four.
    expect(new Set(transactions).size).toBe(1);
    expect(statements.filter((text) => text === 'commit')).toHaveLength(1);
  });

  it('rolls the first call back whole when it throws, and runs the rest in a new transaction', async () => {
    const run = createGroupCommit(database.db, () => undefined);
    const results = await Promise.all([settle(run(refuse('x'))), settle(run(insert('y')))]);
    expect(results.map((result) => result.ok)).toEqual([false, true]);
    expect(committedIds()).toEqual(['y']);
  });

  it('fails every call of a batch whose commit fails, and keeps nothing of it', async () => {
    const run = createGroupCommit(database.db, () => undefined);
    // The deferred foreign key is checked at commit: 'bad' names no parent, so the commit fails.
    const results = await Promise.all([
      settle(run(insert('good'))),
      settle(run(insert('bad', 404))),
      settle(run(insert('fine'))),
    ]);
    expect(results.every((result) => !result.ok)).toBe(true);
    expect(committedIds()).toEqual([]);
    // The next batch starts clean.
    expect(await run(insert('after'))).toBe('after');
    expect(committedIds()).toEqual(['after']);
  });

  it('answers a call only once its batch has committed, and caps a batch', async () => {
    const run = createGroupCommit(database.db, () => undefined, 2);
    const seen: string[][] = [];
    await Promise.all(
      ['p', 'q', 'r'].map((id) =>
        run(insert(id)).then(() => {
          seen.push(committedIds());
        }),
      ),
    );
    // p and q commit together, then r alone: each answer already sees its own row committed.
    expect(seen).toEqual([
      ['p', 'q'],
      ['p', 'q'],
      ['p', 'q', 'r'],
    ]);
    expect(statements.filter((text) => text === 'commit')).toHaveLength(2);
  });

  it('marks each batch transaction before any call runs in it', async () => {
    const marked: Tx[] = [];
    const run = createGroupCommit(database.db, (tx) => {
      marked.push(tx);
      return undefined;
    });
    await Promise.all([run(insert('m')), run(insert('n'))]);
    expect(marked).toHaveLength(1);
    expect(transactions.every((tx) => tx === marked[0])).toBe(true);
  });

  it('fails the waiting calls instead of spinning when no transaction can begin', async () => {
    const run = createGroupCommit(database.db, () => undefined);
    await database.close();
    const results = await Promise.all([settle(run(insert('late'))), settle(run(insert('later')))]);
    expect(results.every((result) => !result.ok)).toBe(true);
  });
});
