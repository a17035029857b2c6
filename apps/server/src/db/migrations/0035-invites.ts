/**
 * Invite friends. A merchant's rule and rewards (`invite_setting`: on/off, the qualifying first
 * deposit and valid bets, zero meaning not required, and a reward per qualified friend) and its
 * milestones (`invite_milestone`: N qualified friends → an amount). Every referral payment is one
 * `invite_reward` row: its primary key (member, kind, ref) — ref is the friend's id or the
 * milestone's number of friends — lets one of any number of racing claims insert, and its ledger
 * transfer (`invite-friend:<member>:<friend>`, `invite-milestone:<member>:<friends>`) pays once.
 * The rows are also the member's income records (index by member and time).
 * Runs on SQLite and PostgreSQL alike.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
const merchant = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');
const member = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_setting')
    .addColumn('merchant_id', 'integer', (col) => merchant(col).primaryKey())
    .addColumn('enabled', 'integer', zero)
    .addColumn('min_first_deposit_minor', 'bigint', zero)
    .addColumn('min_valid_bet_minor', 'bigint', zero)
    .addColumn('friend_reward_minor', 'bigint', zero)
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createTable('invite_milestone')
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('friends', 'integer', required)
    .addColumn('reward_minor', 'bigint', required)
    .addPrimaryKeyConstraint('invite_milestone_pk', ['merchant_id', 'friends'])
    .execute();
  await db.schema
    .createTable('invite_reward')
    .addColumn('member_id', 'integer', member)
    // FRIEND or MILESTONE.
    .addColumn('kind', 'varchar(16)', required)
    // FRIEND: the friend's member id; MILESTONE: the milestone's number of friends.
    .addColumn('ref', 'integer', required)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('transfer_id', 'varchar(64)', required)
    .addColumn('paid_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('invite_reward_pk', ['member_id', 'kind', 'ref'])
    .execute();
  await db.schema
    .createIndex('invite_reward_paid_idx')
    .on('invite_reward')
    .columns(['member_id', 'paid_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invite_reward', 'invite_milestone', 'invite_setting']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
