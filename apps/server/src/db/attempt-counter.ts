/**
 * The one attempt counter of the server: member logins, payment passwords (accounts' `auth_counter`)
 * and operator logins (`operator_login_failure`) count guesses through these statements, so every
 * throttle has the same atomic claim on SQLite and PostgreSQL. The callers' repositories name their
 * table and key; the rules (how long each count waits) are the callers'.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.ts';

/** One counter row: its table, the columns and values of its key, and its last-attempt column. */
export interface CounterRow {
  readonly table: 'auth_counter' | 'operator_login_failure';
  readonly key: Readonly<Record<string, string | number>>;
  /** Holds the time of the last counted attempt. */
  readonly lastAt: 'window_started_at' | 'last_failure_at';
}

export interface AttemptClaim {
  readonly now: string;
  /** Attempts last counted before this are forgotten; null keeps them until cleared. */
  readonly forgetBefore: string | null;
  /** Whether the count starts over once a lock has run out. */
  readonly restartAfterLock: boolean;
  /** locked_until after the n-th attempt is lockSchedule[n - 1]; beyond the list, its last entry. */
  readonly lockSchedule: readonly (string | null)[];
}

export interface ClaimedAttempt {
  readonly allowed: boolean;
  readonly failures: number;
  readonly lockedUntil: string | null;
}

interface CountRow {
  failures: number | string;
  locked_until: string | null;
}

function keyIs(row: CounterRow): RawBuilder<boolean> {
  return sql<boolean>`${sql.join(
    Object.entries(row.key).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
    sql` and `,
  )}`;
}

const counted = (found: CountRow, allowed: boolean): ClaimedAttempt => ({
  allowed,
  failures: Number(found.failures),
  lockedUntil: found.locked_until,
});

/**
 * Counts one attempt in a single conditional statement, so parallel attempts each see their own
 * number: none passes while `locked_until` is in the future, and the attempt that reaches a step of
 * `lockSchedule` sets the next one's wait itself.
 */
export async function claimAttempt(db: Db, row: CounterRow, claim: AttemptClaim): Promise<ClaimedAttempt> {
  const { now } = claim;
  const table = sql.table(row.table);
  const lastAt = sql.ref(row.lastAt);
  const lockAfter = (n: number) => claim.lockSchedule[Math.min(n, claim.lockSchedule.length) - 1] ?? null;
  const idle = sql<boolean>`(locked_until is null or locked_until <= ${now})`;
  const forgotten =
    claim.forgetBefore === null ? sql<boolean>`1 = 0` : sql<boolean>`${lastAt} < ${claim.forgetBefore}`;
  const lockEnded = claim.restartAfterLock ? sql<boolean>`locked_until is not null` : sql<boolean>`1 = 0`;
  const next = sql<number>`(case when ${forgotten} or ${lockEnded} then 1 else failures + 1 end)`;
  const steps = claim.lockSchedule.map((until, i) => sql`when ${i + 1} then ${until}`);
  const lockedUntil = sql`(case ${next} ${sql.join(steps, sql` `)} else ${lockAfter(claim.lockSchedule.length)} end)`;
  const keyColumns = Object.keys(row.key).map((column) => sql.ref(column));
  const keyValues = Object.values(row.key).map((value) => sql`${value}`);
  for (let round = 0; round < 3; round += 1) {
    const updated = await sql<CountRow>`update ${table}
      set failures = ${next}, ${lastAt} = ${now}, locked_until = ${lockedUntil}
      where ${keyIs(row)} and ${idle}
      returning failures, locked_until`.execute(db);
    const afterUpdate = updated.rows[0];
    if (afterUpdate !== undefined) return counted(afterUpdate, true);
    const inserted = await sql<CountRow>`insert into ${table}
      (${sql.join([...keyColumns, sql.ref('failures'), lastAt, sql.ref('locked_until')])})
      values (${sql.join([...keyValues, sql`${1}`, sql`${now}`, sql`${lockAfter(1)}`])})
      on conflict (${sql.join(keyColumns)}) do nothing
      returning failures, locked_until`.execute(db);
    const afterInsert = inserted.rows[0];
    if (afterInsert !== undefined) return counted(afterInsert, true);
    const current =
      await sql<CountRow>`select failures, locked_until from ${table} where ${keyIs(row)}`.execute(db);
    const found = current.rows[0];
    if (found?.locked_until != null && found.locked_until > now) return counted(found, false);
    // Cleared or unlocked between the statements: count again.
  }
  throw new Error(`attempt counter ${Object.values(row.key).join('/')} kept changing under a claim`);
}

/**
 * Zeroes a counter after a success. The row stays: deleting it under parallel claims would send
 * them round their insert-or-update again and again.
 */
export async function resetAttempts(db: Db, row: CounterRow): Promise<void> {
  await sql`update ${sql.table(row.table)} set failures = 0, locked_until = null where ${keyIs(row)}`.execute(
    db,
  );
}

/** Gives back an attempt that turned out not to be a failure (a correct password). */
export async function releaseAttempt(db: Db, row: CounterRow): Promise<void> {
  await sql`update ${sql.table(row.table)} set failures = failures - 1
    where ${keyIs(row)} and failures > 0`.execute(db);
}
