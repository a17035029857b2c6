/**
 * Promotions of every kind in one table (modules/promotions): a DEPOSIT promotion rides on a
 * deposit, a CLAIM one is a button that grants a bonus, an APPLY one is an application an operator
 * reviews, an INFO one only shows its rules. Each carries its eligibility (JSON), bonus formula and
 * wagering terms for the bonus engine (0028).
 *
 * `promotion_claim_key` is what makes "once per member / device / address" hold under concurrency:
 * the granting transaction inserts the keys the promotion demands and only proceeds when every one
 * was new (insert … on conflict do nothing), on SQLite and PostgreSQL alike.
 *
 * The deposit promotions of 0004/0013 move here (eligibility FIRST_DEPOSIT / ONCE_PER_MEMBER, their
 * claims as member keys) and their tables are dropped. `member_first_deposit` stays: it decides
 * "first deposit" under races.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');
const memberRef = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('promotion')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('promo_id', 'varchar(64)', required)
    // DEPOSIT | CLAIM | APPLY | INFO
    .addColumn('kind', 'varchar(8)', required)
    // SLOTS | LIVE | POKER | SPORTS | FISHING | LOTTERY | REBATE | DEPOSIT | NEWBIE | OTHER
    .addColumn('category', 'varchar(12)', required)
    .addColumn('title_en', 'varchar(255)', required)
    .addColumn('title_ur', 'varchar(255)', required)
    .addColumn('rules_html_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('rules_html_ur', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('banner_url', 'varchar(512)')
    .addColumn('starts_at', 'varchar(32)')
    .addColumn('ends_at', 'varchar(32)')
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    // JSON: see modules/promotions/eligibility.ts (PromotionRules).
    .addColumn('eligibility', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('promo_code', 'varchar(64)')
    // Bonus = min(deposit × bonus_bp / 10000 + fixed_bonus_minor, max_bonus_minor when > 0).
    .addColumn('bonus_bp', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fixed_bonus_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('max_bonus_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('min_deposit_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    // Wagering terms (modules/bonus/terms.ts).
    .addColumn('wager_basis', 'varchar(16)', (col) => col.notNull().defaultTo('BONUS'))
    .addColumn('wager_multiple', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('weights', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('max_stake_minor', 'bigint')
    .addColumn('expiry_days', 'integer', (col) => col.notNull().defaultTo(30))
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('promotion_pk', ['merchant_id', 'promo_id'])
    .execute();
  await db.schema
    .createIndex('promotion_list_idx')
    .on('promotion')
    .columns(['merchant_id', 'enabled', 'sort_order'])
    .execute();

  await db.schema
    .createTable('promotion_claim_key')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('promo_id', 'varchar(64)', required)
    // member:<id> | device:<hash> | address:<ip>
    .addColumn('claim_key', 'varchar(128)', required)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('created_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('promotion_claim_key_pk', ['merchant_id', 'promo_id', 'claim_key'])
    .execute();
  await db.schema
    .createIndex('promotion_claim_key_member_idx')
    .on('promotion_claim_key')
    .columns(['member_id', 'promo_id'])
    .execute();

  await db.schema
    .createTable('promotion_application')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('promo_id', 'varchar(64)', required)
    .addColumn('comment', 'varchar(140)', (col) => col.notNull().defaultTo(''))
    // JSON array of stored picture URLs (modules/uploads).
    .addColumn('images', 'text', (col) => col.notNull().defaultTo('[]'))
    // pending | approved | rejected
    .addColumn('status', 'varchar(10)', required)
    .addColumn('reason', 'varchar(255)')
    .addColumn('bonus_id', 'integer')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(128)')
    .execute();
  // One pending application per member and promotion, whoever submits first.
  await db.schema
    .createIndex('promotion_application_pending_uq')
    .on('promotion_application')
    .columns(['member_id', 'promo_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('promotion_application_queue_idx')
    .on('promotion_application')
    .columns(['merchant_id', 'status', 'created_at'])
    .execute();

  const now = new Date().toISOString();
  // Deposit promotions: ×10 of bonus plus deposit within 30 days, default weights.
  await sql`
    INSERT INTO promotion (merchant_id, promo_id, kind, category, title_en, title_ur, enabled,
      sort_order, eligibility, bonus_bp, max_bonus_minor, min_deposit_minor, wager_basis,
      wager_multiple, weights, expiry_days, created_at, updated_at)
    SELECT merchant_id, promo_id, 'DEPOSIT', 'DEPOSIT', title_en, title_ur, enabled, 0,
      CASE WHEN eligibility = 'FIRST_DEPOSIT'
        THEN '{"firstDeposit":true,"oncePer":["MEMBER"]}'
        ELSE '{"oncePer":["MEMBER"]}' END,
      bonus_bp, max_bonus_minor, min_deposit_minor, 'BONUS_DEPOSIT', 10,
      '{"RNG":100,"FISH":100,"LIVE":10,"PVP":10,"SPORTS":50,"LOTT":0}', 30, ${now}, ${now}
    FROM deposit_promo
  `.execute(db);
  await sql`
    INSERT INTO promotion_claim_key (merchant_id, promo_id, claim_key, member_id, created_at)
    SELECT merchant_id, promo_id, ${sql.lit('member:')} || CAST(member_id AS VARCHAR(20)), member_id, ${now}
    FROM deposit_promo_claim
  `.execute(db);
  await db.schema.dropTable('deposit_promo_claim').execute();
  await db.schema.dropTable('deposit_promo').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('promotion_application').ifExists().execute();
  await db.schema.dropTable('promotion_claim_key').ifExists().execute();
  await db.schema.dropTable('promotion').ifExists().execute();
}
