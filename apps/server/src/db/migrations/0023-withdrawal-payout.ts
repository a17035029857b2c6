/**
 * Withdrawals are marked paid once the operator has sent the payout: when, by whom, and the
 * payout's own reference (the bank's transaction number). Two-person approvals of large withdrawals
 * use the general pending_approval table of 0020; nothing new is needed for them here.
 */
import type { Kysely } from 'kysely';

const COLUMNS = [
  ['paid_at', 'varchar(32)'],
  ['paid_by', 'varchar(80)'],
  ['payout_reference', 'varchar(128)'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of COLUMNS)
    await db.schema.alterTable('withdrawal').addColumn(name, type).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse())
    await db.schema.alterTable('withdrawal').dropColumn(name).execute();
}
