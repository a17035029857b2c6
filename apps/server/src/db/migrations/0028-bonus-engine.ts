/**
 * The bonus engine: bonus money kept apart from cash. A member's bonus lives in its own ledger
 * account (`member:<id>:bonus`); `member_bonus` says what it must be wagered through before it turns
 * into cash, and `bonus_wager` records which betting record advanced it by how much, one row per
 * record, so a bet counts once and its rollback takes exactly that back.
 *
 * A partial unique index allows one active bonus per member and currency: two claims racing each
 * other cannot both start one. A seamless bet remembers how much of its stake was bonus money (and
 * whose), so its win and rollback go back to the same pocket.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('member_bonus')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('promo_id', 'varchar(64)')
    // What granted it ("deposit:<id>", "claim:<promo>:<member>", ...): granting twice is a replay.
    .addColumn('source', 'varchar(128)', required)
    // The promotion's titles when granted, so the member still reads them if it changes.
    .addColumn('title_en', 'varchar(255)', required)
    .addColumn('title_ur', 'varchar(255)', required)
    // active | converted | forfeited | cancelled | expired | spent
    .addColumn('status', 'varchar(12)', required)
    .addColumn('bonus_minor', 'bigint', required)
    .addColumn('deposit_minor', 'bigint', zero)
    .addColumn('wager_required_minor', 'bigint', required)
    .addColumn('wagered_minor', 'bigint', zero)
    // JSON: percent each betting-record game type contributes ({"RNG":100,"LIVE":10,...}).
    .addColumn('weights', 'text', required)
    .addColumn('max_stake_minor', 'bigint')
    .addColumn('expires_at', 'varchar(32)', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('finished_at', 'varchar(32)')
    // What left the bonus account when it ended (to cash when converted, to the house otherwise).
    .addColumn('finished_minor', 'bigint')
    .addColumn('finished_reason', 'varchar(255)')
    .addColumn('finished_by', 'varchar(128)')
    .execute();
  await db.schema
    .createIndex('member_bonus_source_uq')
    .on('member_bonus')
    .columns(['merchant_id', 'source'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_bonus_active_uq')
    .on('member_bonus')
    .columns(['member_id', 'currency'])
    .unique()
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema
    .createIndex('member_bonus_member_idx')
    .on('member_bonus')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('member_bonus_status_idx')
    .on('member_bonus')
    .columns(['merchant_id', 'status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('bonus_wager')
    // A betting record advances at most one bonus, once.
    .addColumn('bet_record_id', 'varchar(96)', (col) => col.primaryKey())
    .addColumn('bonus_id', 'integer', (col) =>
      col.notNull().references('member_bonus.id').onDelete('cascade'),
    )
    .addColumn('contribution_minor', 'bigint', required)
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema.createIndex('bonus_wager_bonus_idx').on('bonus_wager').column('bonus_id').execute();

  await db.schema.alterTable('seamless_bet').addColumn('bonus_minor', 'bigint', zero).execute();
  await db.schema.alterTable('seamless_bet').addColumn('bonus_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('seamless_bet').dropColumn('bonus_id').execute();
  await db.schema.alterTable('seamless_bet').dropColumn('bonus_minor').execute();
  await db.schema.dropTable('bonus_wager').ifExists().execute();
  await db.schema.dropTable('member_bonus').ifExists().execute();
}
