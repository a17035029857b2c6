/**
 * The WAL checkpointed by the worker thread on a real SQLite file: the server's own commits no
 * longer copy pages back (its connection waits far longer before it would), and the database file
 * still receives every committed write, from the worker, while the server keeps writing.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, SQLITE_FILE_NAME, openDatabase } from './database.ts';
import { SERVER_CHECKPOINT_PAGES } from './sqlite-checkpointer.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'openlobby-checkpoint-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('checkpoints in the background (SQLite)', () => {
  it('copies committed pages into the database file from the worker, not in the commits', async () => {
    const checkpoints: { walPages: number; copiedPages: number }[] = [];
    let copied: () => void = () => undefined;
    const copiedSome = new Promise<void>((resolve) => (copied = resolve));
    const database: Database = openDatabase({
      databaseUrl: null,
      dataDir,
      checkpointInBackground: {
        onCheckpoint: (walPages, copiedPages) => {
          checkpoints.push({ walPages, copiedPages });
          if (copiedPages > 0) copied();
        },
      },
    });
    try {
      const [setting] = (
        await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)
      ).rows;
      expect(setting?.wal_autocheckpoint).toBe(SERVER_CHECKPOINT_PAGES);

      const file = path.join(dataDir, SQLITE_FILE_NAME);
      await sql`create table filler (id integer primary key, body text not null)`.execute(database.db);
      const before = statSync(file).size;
      await database.db.transaction().execute(async (tx) => {
        for (let i = 0; i < 200; i += 1) {
          await sql`insert into filler (body) values (${'x'.repeat(1_000)})`.execute(tx);
        }
      });
      // The commit wrote its pages to the WAL only; the worker copies them into the file.
      await copiedSome;
      expect(statSync(file).size).toBeGreaterThan(before + 150_000);
      expect(checkpoints.some((c) => c.copiedPages > 0 && c.copiedPages <= c.walPages)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
