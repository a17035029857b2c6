/**
 * Team figures for the agent centre (modules/agents): `member_day_stats` holds each member's own
 * figures per day (the merchant's calendar day, as the daily reports count it) and game type, and
 * `team_day_stats` the sums of everyone below an ancestor in the referral tree (depth ≥ 1, the
 * ancestor itself not included) per day and game type. Both are kept current by the daily report
 * hooks in the same transaction as the rows they count (signed deltas, so concurrent writers add
 * up); an ancestor's rows are written by one INSERT ... SELECT over `member_tree`, so a team's
 * figures for a period are a few rows however large the team is.
 *
 * Game type '' holds what is not a bet: deposits credited and withdrawals approved that day, first
 * deposits and registrations. `team_day_stats.active` counts the team's members active that day (who
 * opened a bet), on the row of the game type of their first bet of the day (the daily reports'
 * `report_active_member` decides which bet is the first). A bet counts on the day it was placed, its
 * payout on the bet's day.
 *
 * No backfill: the figures start at this migration (earlier bets and payments stay in the betting
 * record and the daily reports), which keeps the migration cheap on large databases.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
const member = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');

const FIGURES = [
  'bet_count',
  'bet_minor',
  'valid_bet_minor',
  'win_minor',
  'deposit_count',
  'deposit_minor',
  'withdraw_count',
  'withdraw_minor',
  'first_deposits',
  'registrations',
] as const;

function withFigures<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  let built = table
    .addColumn('day', 'varchar(10)', required)
    .addColumn('game_type', 'varchar(16)', required)
    .addColumn('merchant_id', 'integer', (col) =>
      col.notNull().references('merchant.id').onDelete('cascade'),
    );
  for (const figure of FIGURES) built = built.addColumn(figure, 'bigint', zero);
  return built;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withFigures(db.schema.createTable('member_day_stats').addColumn('member_id', 'integer', member))
    .addPrimaryKeyConstraint('member_day_stats_pk', ['member_id', 'day', 'game_type'])
    .execute();
  await withFigures(db.schema.createTable('team_day_stats').addColumn('ancestor_id', 'integer', member))
    .addColumn('active', 'bigint', zero)
    .addPrimaryKeyConstraint('team_day_stats_pk', ['ancestor_id', 'day', 'game_type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('team_day_stats').execute();
  await db.schema.dropTable('member_day_stats').execute();
}
