/**
 * SQLite's WAL checkpoints off the event loop. A write transaction in WAL mode appends pages to the
 * -wal file; a checkpoint copies them back into the database file and syncs both to disk. By
 * default the connection that commits does that itself once the WAL passes 1,000 pages, inside the
 * commit: with the seamless wallet's writes, about a fourteenth of the server's time, all of it on
 * the one thread that also answers requests. Here a worker thread with its own connection
 * checkpoints every CHECKPOINT_EVERY_MS without waiting for anyone (PASSIVE: it copies what no
 * reader still needs, while the server keeps writing), and the server's connection checkpoints
 * itself only when the WAL has grown far past that (the worker fell behind, or is gone).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

export const CHECKPOINT_EVERY_MS = 500;
/** Pages the WAL may hold before the server's own connection checkpoints (about 64 MB). */
export const SERVER_CHECKPOINT_PAGES = 16_000;

export interface CheckpointerOptions {
  /** Told each checkpoint's outcome: pages in the WAL and pages copied back (tests, diagnostics). */
  readonly onCheckpoint?: (walPages: number, copiedPages: number) => void;
  /** Told when the worker stops by itself; the server's connection then checkpoints as SQLite does. */
  readonly onStopped?: (error: Error) => void;
}

// A worker evaluated from source (plain CommonJS, so the built server needs no file of its own):
// it opens the same file and checkpoints on a timer until told to stop.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  const [row] = db.pragma('wal_checkpoint(PASSIVE)');
  parentPort.postMessage({ walPages: row.log, copiedPages: row.checkpointed });
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  process.exit(0);
});
`;

/** Starts the worker for `file`'s database; the returned function stops it. */
export function checkpointInBackground(
  connection: SqliteDatabase.Database,
  file: string,
  options: CheckpointerOptions = {},
): () => Promise<void> {
  connection.pragma(`wal_autocheckpoint = ${SERVER_CHECKPOINT_PAGES}`);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
    },
  });
  // It never keeps the process alive on its own.
  worker.unref();
  let stopping = false;
  worker.on('message', (outcome: { walPages: number; copiedPages: number }) =>
    options.onCheckpoint?.(outcome.walPages, outcome.copiedPages),
  );
  const fallBack = (error: Error): void => {
    if (stopping) return;
    stopping = true;
    // Back to SQLite's own rule, so the WAL never grows without bound.
    if (connection.open) connection.pragma('wal_autocheckpoint = 1000');
    options.onStopped?.(error);
  };
  worker.on('error', fallBack);
  worker.on('exit', (code) => fallBack(new Error(`the checkpoint worker stopped (exit code ${code})`)));
  return async () => {
    if (stopping) return;
    stopping = true;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    // Held again while it stops: a process with nothing else to do would otherwise end right here,
    // in the middle of closing, before whatever follows the close (a command's error, its code).
    worker.ref();
    worker.postMessage('stop');
    await exited;
  };
}
