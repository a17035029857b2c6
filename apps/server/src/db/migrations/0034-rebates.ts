/**
 * Cashback, the rebate engine (modules/rebates). The operator's settings per merchant
 * (`rebate_setting`: on/off and the minimum claim) and rates per product and VIP level
 * (`rebate_rate`; a pair not set falls back to the level's `vip_level.cashback_bps`); a member's own
 * rate per product (`member_rebate_rate`), set by their upline agent and never above the upline's
 * effective rate. A claim is one row per member and period (a day in the merchant's time zone):
 * the primary key (member, period) and the ledger transfer `rebate:<member>:<period>` both make it
 * paid once; `detail` keeps the per-product lines it paid (JSON). Settled bets are read by member
 * and by merchant over a period's instants, hence the two indexes on `bet_record.settled_at`.
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
    .createTable('rebate_setting')
    .addColumn('merchant_id', 'integer', (col) => merchant(col).primaryKey())
    .addColumn('enabled', 'integer', zero)
    .addColumn('min_claim_minor', 'bigint', zero)
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createTable('rebate_rate')
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('product', 'varchar(16)', required)
    .addColumn('vip_level', 'integer', required)
    .addColumn('rate_bps', 'integer', required)
    .addPrimaryKeyConstraint('rebate_rate_pk', ['merchant_id', 'product', 'vip_level'])
    .execute();
  await db.schema
    .createTable('member_rebate_rate')
    .addColumn('member_id', 'integer', member)
    .addColumn('product', 'varchar(16)', required)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('rate_bps', 'integer', required)
    // The upline member who set it.
    .addColumn('set_by', 'integer')
    .addColumn('updated_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('member_rebate_rate_pk', ['member_id', 'product'])
    .execute();
  await db.schema
    .createTable('rebate_claim')
    .addColumn('member_id', 'integer', member)
    // YYYY-MM-DD in the merchant's zone: the day whose settled bets it paid.
    .addColumn('period', 'varchar(10)', required)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('detail', 'text', required)
    .addColumn('transfer_id', 'varchar(64)', required)
    .addColumn('claimed_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('rebate_claim_pk', ['member_id', 'period'])
    .execute();
  await db.schema
    .createIndex('rebate_claim_merchant_idx')
    .on('rebate_claim')
    .columns(['merchant_id', 'claimed_at'])
    .execute();
  await db.schema
    .createIndex('bet_record_member_settled_idx')
    .on('bet_record')
    .columns(['member_id', 'settled_at'])
    .execute();
  await db.schema
    .createIndex('bet_record_merchant_settled_idx')
    .on('bet_record')
    .columns(['merchant_id', 'settled_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bet_record_merchant_settled_idx').ifExists().execute();
  await db.schema.dropIndex('bet_record_member_settled_idx').ifExists().execute();
  for (const table of ['rebate_claim', 'member_rebate_rate', 'rebate_rate', 'rebate_setting']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
