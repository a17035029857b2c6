/**
 * House lottery: issues with their committed seeds, orders and sub-orders, and the lease
 * that lets exactly one engine instance draw at a time. Times are ISO-8601 UTC text like elsewhere.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');
const memberRef = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  // scheduled -> open -> closed -> drawn -> settled. The seed is created with the row and never
  // changes (no code path updates it); its SHA-256 is published from opening, the seed from drawing.
  await db.schema
    .createTable('lottery_issue')
    .addColumn('game_code', 'varchar(32)', required)
    .addColumn('numero', 'varchar(32)', required)
    .addColumn('state', 'varchar(16)', required)
    .addColumn('opens_at', 'varchar(32)', required)
    .addColumn('closes_at', 'varchar(32)', required)
    .addColumn('draws_at', 'varchar(32)', required)
    .addColumn('seed', 'varchar(64)', required)
    .addColumn('seed_hash', 'varchar(64)', required)
    .addColumn('numbers', 'varchar(64)')
    .addColumn('drawn_at', 'varchar(32)')
    // The engine instance that drew it: evidence for the one-runner rule.
    .addColumn('drawn_by', 'varchar(64)')
    .addColumn('settled_at', 'varchar(32)')
    .addPrimaryKeyConstraint('lottery_issue_pk', ['game_code', 'numero'])
    .execute();
  await db.schema
    .createIndex('lottery_issue_state_idx')
    .on('lottery_issue')
    .columns(['state', 'draws_at'])
    .execute();

  await db.schema
    .createTable('lottery_order')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('game_code', 'varchar(32)', required)
    .addColumn('numero', 'varchar(32)', required)
    .addColumn('prize_mode', 'varchar(8)', required)
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('stake_minor', 'bigint', required)
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('lottery_order_member_idx')
    .on('lottery_order')
    .columns(['member_id', 'created_at'])
    .execute();

  // placed -> won | lost (settlement) or cancelled (refund before close); each move is one
  // conditional UPDATE, so a sub-order is paid or refunded at most once.
  await db.schema
    .createTable('lottery_suborder')
    .addColumn('id', 'varchar(48)', (col) => col.primaryKey())
    .addColumn('order_id', 'varchar(40)', (col) =>
      col.notNull().references('lottery_order.id').onDelete('cascade'),
    )
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('game_code', 'varchar(32)', required)
    .addColumn('numero', 'varchar(32)', required)
    .addColumn('bet_type', 'varchar(16)', required)
    .addColumn('selection', 'varchar(16)', required)
    // Odds in hundredths, fixed when the bet is placed.
    .addColumn('odds_cents', 'bigint', required)
    .addColumn('stake_minor', 'bigint', required)
    .addColumn('win_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('state', 'varchar(16)', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('lottery_suborder_issue_idx')
    .on('lottery_suborder')
    .columns(['game_code', 'numero', 'state'])
    .execute();
  await db.schema
    .createIndex('lottery_suborder_order_idx')
    .on('lottery_suborder')
    .column('order_id')
    .execute();

  // One row per lease name; taken by a conditional UPDATE (free, expired, or already ours).
  await db.schema
    .createTable('lottery_lease')
    .addColumn('name', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('holder', 'varchar(64)', required)
    .addColumn('expires_at', 'varchar(32)', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lottery_lease', 'lottery_suborder', 'lottery_order', 'lottery_issue']) {
    await db.schema.dropTable(table).execute();
  }
}
