/**
 * VIP levels and the daily sign-in (reward centre). Operators define a merchant's levels
 * (`vip_level`) and its seven-day sign-in calendar (`sign_in_calendar`). A level's upgrade bonus is
 * paid once per member and level ever: `vip_upgrade_claim`'s primary key and the ledger transfer
 * `vip-upgrade:<member>:<level>` both say so. A member signs in once per day of their own time zone:
 * `member_sign_in`'s primary key (member, day) and the transfer `sign-in:<member>:<day>`.
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
    .createTable('vip_level')
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('level', 'integer', required)
    .addColumn('name_en', 'varchar(64)', required)
    .addColumn('name_ur', 'varchar(64)', required)
    .addColumn('perks_en', 'varchar(256)', required)
    .addColumn('perks_ur', 'varchar(256)', required)
    // Zero: no threshold of that kind. Null period: lifetime; otherwise the last N days.
    .addColumn('min_valid_bet_minor', 'bigint', zero)
    .addColumn('min_deposit_minor', 'bigint', zero)
    .addColumn('period_days', 'integer')
    .addColumn('upgrade_bonus_minor', 'bigint', zero)
    .addColumn('cashback_bps', 'integer', zero)
    .addColumn('updated_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('vip_level_pk', ['merchant_id', 'level'])
    .execute();
  await db.schema
    .createTable('vip_upgrade_claim')
    .addColumn('member_id', 'integer', member)
    .addColumn('level', 'integer', required)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('transfer_id', 'varchar(64)')
    .addColumn('paid_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('vip_upgrade_claim_pk', ['member_id', 'level'])
    .execute();
  await db.schema
    .createTable('sign_in_calendar')
    .addColumn('merchant_id', 'integer', (col) => merchant(col).primaryKey())
    .addColumn('enabled', 'integer', zero)
    .addColumn('day1_minor', 'bigint', zero)
    .addColumn('day2_minor', 'bigint', zero)
    .addColumn('day3_minor', 'bigint', zero)
    .addColumn('day4_minor', 'bigint', zero)
    .addColumn('day5_minor', 'bigint', zero)
    .addColumn('day6_minor', 'bigint', zero)
    .addColumn('day7_minor', 'bigint', zero)
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createTable('member_sign_in')
    .addColumn('member_id', 'integer', member)
    // YYYY-MM-DD in the member's zone when they signed.
    .addColumn('day', 'varchar(10)', required)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('streak_day', 'integer', required)
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('transfer_id', 'varchar(64)')
    .addColumn('signed_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('member_sign_in_pk', ['member_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_sign_in', 'sign_in_calendar', 'vip_upgrade_claim', 'vip_level']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
