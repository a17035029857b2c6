/**
 * Group commit for the seamless wallet's money calls on SQLite. SQLite runs one writer at a time
 * (Kysely's driver queues every transaction behind one connection), and a commit is the dearest
 * statement of a bet or win (a WAL write, several times any other statement: scripts/bench). So the
 * calls waiting for the connection run in ONE transaction, one after another, and commit together:
 *
 * - Each call but the batch's first runs inside its own SAVEPOINT: a call that throws (a refusal, a
 *   lost race, any error) rolls back to it and so undoes only itself; the calls before and after it
 *   keep their work. The first call needs none: when it throws, the transaction holds nothing else
 *   and rolls back whole (a lone call, the quiet case, then costs exactly what its own transaction
 *   did).
 * - A call's answer is handed back only once the batch has committed; when the commit (or any
 *   statement of the batch's own) fails, every call of the batch that had succeeded fails with it,
 *   and nothing of the batch is kept. A call that threw is told at once: nothing of it is left.
 * - The calls run in order on one connection, so each sees what the calls before it wrote: a
 *   transaction id replayed within one batch finds the first one's stored answer (its insert
 *   conflicts: Retry, idempotency.ts), a bet finds the balance the earlier bets left (the ledger's
 *   guarded UPDATE refuses an overdraft), a player limit counts the stakes before it.
 *
 * - What the calls add to aggregates that nothing in the batch reads (the daily reports and team
 *   figures) is kept per call with its savepoint and written once, just before the commit (`prepare`'s
 *   BatchShare): a call that rolled back adds nothing, and the aggregates commit with the batch.
 *
 * A call must use only the transaction it is given (every seamless call does: a query on the
 * database itself would wait for the connection the batch holds). PostgreSQL runs concurrent
 * transactions and needs none of this: each call keeps its own transaction there.
 */
import type { ControlledTransaction } from 'kysely';
import { type Db, fixedStatement } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { Tx } from '../wallet/ledger.repository.ts';

/** At most this many calls commit together: later ones wait for the next batch. */
export const GROUP_COMMIT_MAX_CALLS = 32;

const savepoint = fixedStatement('savepoint seamless_call');
const rollbackTo = fixedStatement('rollback to savepoint seamless_call');
const release = fixedStatement('release savepoint seamless_call');

/** What a batch's transaction carries besides its calls' own work. */
export interface BatchShare {
  /** The call that just ran succeeded: what it left counts. */
  keep(): void;
  /** The call that just ran rolled back to its savepoint: what it left goes too. */
  drop(): void;
  /** Writes what the kept calls left, in the batch's transaction, just before it commits. */
  flush(): Promise<void>;
}

interface Queued {
  readonly work: (tx: Tx) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Runs `work` in the next batch's transaction; `prepare` marks each batch's transaction before any
 * call runs in it (the seamless repository fences its ledger transfer ids there) and may hand back
 * the batch's share (see BatchShare).
 */
export function createGroupCommit(
  db: Db,
  prepare: (tx: Tx) => BatchShare | undefined,
  maxCalls: number = GROUP_COMMIT_MAX_CALLS,
) {
  const queue: Queued[] = [];
  let draining = false;

  async function batch(): Promise<void> {
    let trx: ControlledTransaction<DatabaseSchema>;
    try {
      trx = await db.startTransaction().execute();
    } catch (error) {
      // No call ran: the ones waiting fail with it (a closed database would otherwise spin here).
      for (const call of queue.splice(0)) call.reject(error);
      return;
    }
    const done: { readonly call: Queued; readonly value: unknown }[] = [];
    // The call running: failed with the batch when a statement of the batch's own fails under it.
    let current: Queued | undefined;
    try {
      const share = prepare(trx);
      for (let count = 0; count < maxCalls; count += 1) {
        current = queue.shift();
        if (current === undefined) break;
        if (count === 0) {
          try {
            done.push({ call: current, value: await current.work(trx) });
            share?.keep();
          } catch (error) {
            // The batch's first call: the transaction holds only its work.
            await trx.rollback().execute();
            current.reject(error);
            return;
          }
        } else {
          await savepoint(trx);
          let value: unknown;
          try {
            value = await current.work(trx);
          } catch (error) {
            await rollbackTo(trx);
            await release(trx);
            share?.drop();
            current.reject(error);
            current = undefined;
            continue;
          }
          await release(trx);
          share?.keep();
          done.push({ call: current, value });
        }
        current = undefined;
      }
      await share?.flush();
      await trx.commit().execute();
    } catch (error) {
      // A statement of the batch's own failed (savepoint, rollback, commit): nothing of it is kept.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      current?.reject(error);
      for (const { call } of done) call.reject(error);
      return;
    }
    for (const { call, value } of done) call.resolve(value);
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) await batch();
    } finally {
      draining = false;
    }
  }

  return function run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) {
        draining = true;
        // After this turn's other arrivals: they join the same batch.
        setImmediate(() => void drain());
      }
    });
  };
}
