/**
 * Reality checks (modules/protection/reality.ts, UKGC RTS 13): the interval a member chose for the
 * dialog that shows, over any game, how long they have played this session and their net result.
 *
 * `reality_check`: one row per member who chose an interval (15, 30, 45 or 60 minutes); no row
 * means "off". Stored on the server so every device of the member follows it. Read by its primary
 * key only. Runs on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reality_check')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('member.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('interval_minutes', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}
