/**
 * Operator login failures are counted by the server's one attempt counter (db/attempt-counter.ts),
 * which keeps the end of the current wait in `locked_until`, as the member counters do. A failure
 * counted before this migration has no wait stored: its next attempt is counted from there.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operator_login_failure').addColumn('locked_until', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operator_login_failure').dropColumn('locked_until').execute();
}
