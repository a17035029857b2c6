/**
 * An operator's hold on everything an agent is paid: contract salaries and dividends, cashback and
 * invite rewards (modules/agents payout holds). One row per held member; releasing deletes it (the
 * audit log keeps the history). Settlement and claims read it by primary key.
 *
 * Also the indexes the back office's payout overview reads by merchant and date: paid contract
 * payouts and invite rewards (cashback claims already have theirs).
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_payout_hold')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('member.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(255)', required)
    // The operator's username, as the audit log names it.
    .addColumn('held_by', 'varchar(64)', required)
    .addColumn('held_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('agent_payout_hold_merchant_idx')
    .on('agent_payout_hold')
    .columns(['merchant_id', 'held_at'])
    .execute();
  await db.schema
    .createIndex('agent_contract_payout_paid_idx')
    .on('agent_contract_payout')
    .columns(['merchant_id', 'paid_at'])
    .execute();
  await db.schema
    .createIndex('invite_reward_merchant_idx')
    .on('invite_reward')
    .columns(['merchant_id', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invite_reward_merchant_idx').ifExists().execute();
  await db.schema.dropIndex('agent_contract_payout_paid_idx').ifExists().execute();
  await db.schema.dropTable('agent_payout_hold').ifExists().execute();
}
