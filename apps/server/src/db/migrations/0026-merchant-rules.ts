/**
 * A merchant's withdrawal and approval limits and its region rules, once an operator has changed
 * them in the console. No row (or a null column) means the environment's values (WITHDRAW_MIN,
 * REGION_BLOCKED_COUNTRIES, ...), so a deployment behaves as before until someone edits them.
 * Both columns hold JSON text (modules/settings/rules.ts reads and checks it).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_rules')
    .addColumn('merchant_id', 'integer', (col) =>
      col.primaryKey().references('merchant.id').onDelete('cascade'),
    )
    .addColumn('limits', 'text')
    .addColumn('region', 'text')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}
