/**
 * Deposit promotions with their eligibility enforced by the database: each promotion says who may
 * have it (`FIRST_DEPOSIT`: only with the member's first credited deposit; `ONCE_PER_MEMBER`: with
 * any one deposit), and two claim tables whose primary keys let exactly one crediting transaction
 * win, on SQLite and PostgreSQL alike: the member's first credited deposit, and each member's one
 * claim of each promotion. Existing approved deposits are carried over, so a member who already
 * deposited (or already had a bonus) is not offered it again.
 */
import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every promotion seeded so far is the first-deposit bonus.
  await db.schema
    .alterTable('deposit_promo')
    .addColumn('eligibility', 'varchar(16)', (col) => col.notNull().defaultTo('FIRST_DEPOSIT'))
    .execute();
  await db.schema
    .createTable('member_first_deposit')
    .addColumn('member_id', 'integer', (col) => col.primaryKey().references('member.id').onDelete('cascade'))
    .addColumn('deposit_id', 'varchar(40)', required)
    .execute();
  await db.schema
    .createTable('deposit_promo_claim')
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('promo_id', 'varchar(64)', required)
    .addColumn('deposit_id', 'varchar(40)', required)
    .addPrimaryKeyConstraint('deposit_promo_claim_pk', ['merchant_id', 'member_id', 'promo_id'])
    .execute();
  await sql`
    INSERT INTO member_first_deposit (member_id, deposit_id)
    SELECT member_id, MIN(id) FROM deposit WHERE status = 'approved' GROUP BY member_id
  `.execute(db);
  await sql`
    INSERT INTO deposit_promo_claim (merchant_id, member_id, promo_id, deposit_id)
    SELECT merchant_id, member_id, promo_id, MIN(id) FROM deposit
    WHERE status = 'approved' AND promo_id IS NOT NULL AND bonus_minor > 0
    GROUP BY merchant_id, member_id, promo_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deposit_promo_claim').ifExists().execute();
  await db.schema.dropTable('member_first_deposit').ifExists().execute();
  await db.schema.alterTable('deposit_promo').dropColumn('eligibility').execute();
}
