/**
 * Two processes on one SQLite file, as the operator command line beside a running server: a
 * transaction that reads and then writes must not fail because the other process committed in
 * between (SQLITE_BUSY_SNAPSHOT, "database is locked", which no busy timeout helps). The other
 * process here is a plain better-sqlite3 connection with no busy timeout, so it says at once
 * whether it had to wait.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';

const OTHER_PROCESS = `
import Database from 'better-sqlite3';
import { createInterface } from 'node:readline';
const db = new Database(process.argv[1]);
db.pragma('busy_timeout = 0');
for await (const line of createInterface({ input: process.stdin })) {
  try {
    db.prepare('insert into note (text) values (?)').run(line);
    console.log('written');
  } catch (error) {
    console.log(error.code);
  }
}
`;

let dir: string;
let database: Database;
let other: ChildProcessWithoutNullStreams;
let answers: AsyncIterator<string>;

/** Asks the other process to write a row now; resolves what it says ('written' or its error code). */
async function otherWrites(text: string): Promise<string> {
  other.stdin.write(`${text}\n`);
  const next = await answers.next();
  return next.done === true ? 'exited' : next.value;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'openlobby-sqlite-processes-'));
  database = openDatabase({ databaseUrl: null, dataDir: dir });
  await sql`create table note (id integer primary key, text text not null)`.execute(database.db);
  other = spawn(
    process.execPath,
    ['--input-type=module', '-e', OTHER_PROCESS, path.join(dir, 'openlobby.sqlite')],
    { cwd: path.resolve(import.meta.dirname, '../..') },
  );
  answers = createInterface({ input: other.stdout })[Symbol.asyncIterator]();
});

afterAll(async () => {
  other.stdin.end();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a SQLite transaction beside another process writing the same file', () => {
  it('reads, then writes and commits while the other process waits its turn', async () => {
    expect(await otherWrites('before')).toBe('written');
    const committed = await database.db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from note`.execute(tx);
      // Between this transaction's read and its write the other process tries to commit a row.
      expect(await otherWrites('between')).toBe('SQLITE_BUSY');
      await sql`insert into note (text) values (${`after ${rows[0]?.n}`})`.execute(tx);
      return true;
    });
    expect(committed).toBe(true);
    // Its turn now: nothing is lost on either side.
    expect(await otherWrites('later')).toBe('written');
    const { rows } = await sql<{ text: string }>`select text from note order by id`.execute(database.db);
    expect(rows.map((row) => row.text)).toEqual(['before', 'after 1', 'later']);
  });
});
