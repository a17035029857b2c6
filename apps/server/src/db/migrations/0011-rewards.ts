/**
 * Rewards (reward centre): rewards an operator issues to one member, claimed at most once. The claim
 * is a ledger transfer named after the reward (`reward:<id>`), so the ledger's idempotency backs up
 * the conditional `claimed_at` update. Runs on SQLite and PostgreSQL alike.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('issued_reward')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('title_en', 'varchar(128)', required)
    .addColumn('title_ur', 'varchar(128)', required)
    .addColumn('turnover_note', 'varchar(256)')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('issued_by', 'varchar(96)', required)
    .addColumn('issued_at', 'varchar(32)', required)
    .addColumn('claimed_at', 'varchar(32)')
    .addColumn('transfer_id', 'varchar(64)')
    .execute();
  // The claimable list and the history both read one member's rewards.
  await db.schema
    .createIndex('issued_reward_member_idx')
    .on('issued_reward')
    .columns(['member_id', 'claimed_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issued_reward').ifExists().execute();
}
