/**
 * Player limits (modules/protection): the limits a member sets for themself and every change to them.
 *
 * `player_limit`: one row per member, kind (DEPOSIT, LOSS, WAGER, SESSION) and period (DAY, WEEK,
 * MONTH; SESSION for the session-time limit). `amount_minor` is the limit in force (minor units of
 * the member's currency; minutes for SESSION), null while only a pending new limit exists. A raise or
 * a removal waits 24 hours: `pending_set` = 1 with `pending_minor` (null: removal) and `pending_at`.
 * A member without rows has no limits: the guard's whole cost for them is one read of the primary
 * key's prefix. The guard's conditional update of `checked_at` locks a member's rows on PostgreSQL,
 * so two of their bets are checked one after the other (see protection/guard.ts).
 *
 * `player_limit_change`: the history of changes (who, old, new, when it applies), for the console.
 *
 * Usage is read from `deposit (member_id, created_at)` and `bet_record (member_id, placed_at)`, both
 * indexed since 0004: no new index is needed there. Runs on SQLite and PostgreSQL alike.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('player_limit')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('period', 'varchar(16)', required)
    .addColumn('amount_minor', 'bigint')
    .addColumn('pending_set', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pending_minor', 'bigint')
    .addColumn('pending_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', required)
    .addColumn('checked_at', 'varchar(32)')
    .addPrimaryKeyConstraint('player_limit_pk', ['member_id', 'kind', 'period'])
    .execute();

  await db.schema
    .createTable('player_limit_change')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('period', 'varchar(16)', required)
    // MEMBER for now; the console's changes later.
    .addColumn('changed_by', 'varchar(16)', required)
    .addColumn('old_minor', 'bigint')
    .addColumn('new_minor', 'bigint')
    .addColumn('applies_at', 'varchar(32)', required)
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('player_limit_change_member_idx')
    .on('player_limit_change')
    .columns(['member_id', 'created_at'])
    .execute();
}
