/**
 * Daily report aggregates for the operator dashboard and reports. Reports read these small tables
 * instead of scanning bet, deposit and member rows: each is kept current in the same transaction as
 * the row it counts (modules/reports/daily.repository.ts). Days are the merchant's calendar days in
 * its time zone (`merchant.time_zone`, UTC until an operator sets another).
 *
 * A bet counts on the day it was placed: its payout and a refund move that day's totals, so a day's
 * GGR (stakes - payouts) is final once its late settlements have arrived. A deposit or withdrawal
 * counts as pending on the day it was asked for and under its decision on the day it was decided.
 *
 * The backfill fills the tables from the rows written before this migration, in UTC days (every
 * merchant's zone here is the new column's default).
 */
import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';

const big = 'bigint';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchant')
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull().defaultTo('UTC'))
    .execute();

  await db.schema
    .createTable('report_bet_daily')
    .addColumn('merchant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('vendor_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('game_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('member_type', 'integer', (col) => col.notNull())
    .addColumn('game_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('game_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('bet_count', big, (col) => col.notNull().defaultTo(0))
    .addColumn('stake_minor', big, (col) => col.notNull().defaultTo(0))
    .addColumn('valid_bet_minor', big, (col) => col.notNull().defaultTo(0))
    .addColumn('payout_minor', big, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_bet_daily_pk', [
      'merchant_id',
      'day',
      'vendor_code',
      'game_id',
      'member_type',
    ])
    .execute();

  // One row per member and day with a bet: the day's active players are its rows.
  await db.schema
    .createTable('report_active_member')
    .addColumn('merchant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_active_member_pk', ['merchant_id', 'day', 'member_id'])
    .execute();

  // kind: deposit | withdrawal; channel: the deposit channel's id, or the withdrawal's bank name.
  await db.schema
    .createTable('report_payment_daily')
    .addColumn('merchant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('channel', 'varchar(128)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('count', big, (col) => col.notNull().defaultTo(0))
    .addColumn('amount_minor', big, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_payment_daily_pk', ['merchant_id', 'day', 'kind', 'channel', 'status'])
    .execute();

  // Registrations and first deposits.
  await db.schema
    .createTable('report_daily')
    .addColumn('merchant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('registrations', big, (col) => col.notNull().defaultTo(0))
    .addColumn('first_deposits', big, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_daily_pk', ['merchant_id', 'day'])
    .execute();
  // Bonus and reward cost: transfers out of the promotions and rebates accounts, less what went
  // back. A row of its own, written after the ledger's rows: a deposit's approval counts its first
  // deposit before its bonus transfer, and a reward claim takes the promotions account first; were
  // both on one row, each could hold what the other waits for (a deadlock on PostgreSQL).
  await db.schema
    .createTable('report_bonus_daily')
    .addColumn('merchant_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('bonus_minor', big, (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('report_bonus_daily_pk', ['merchant_id', 'day'])
    .execute();

  await backfillDailyReports(db);
}

/**
 * Fills the aggregates from the source rows in UTC days. Exported for the report bench, which seeds
 * bet rows in bulk and builds their aggregate the same way.
 */
export async function backfillDailyReports(db: QueryExecutorProvider): Promise<void> {
  await sql`
    insert into report_bet_daily (merchant_id, day, vendor_code, game_id, member_type, game_type,
      game_name, bet_count, stake_minor, valid_bet_minor, payout_minor)
    select b.merchant_id, substr(b.placed_at, 1, 10), b.vendor_code, b.game_id, m.type,
      max(b.game_type), max(b.game_name),
      sum(case when b.status = 'cancelled' then 0 else 1 end),
      sum(case when b.status = 'cancelled' then 0 else b.bet_minor end),
      sum(case when b.status = 'cancelled' then 0 else b.valid_bet_minor end),
      sum(b.win_minor)
    from bet_record b join member m on m.id = b.member_id
    group by b.merchant_id, substr(b.placed_at, 1, 10), b.vendor_code, b.game_id, m.type`.execute(db);
  await sql`
    insert into report_active_member (merchant_id, day, member_id)
    select distinct merchant_id, substr(placed_at, 1, 10), member_id from bet_record`.execute(db);
  for (const table of ['deposit', 'withdrawal'] as const) {
    const kind = table === 'deposit' ? 'deposit' : 'withdrawal';
    const channel = table === 'deposit' ? sql`channel_id` : sql`bank_name`;
    // Every request counts as pending on its day; a decided one leaves pending on its decision day.
    await sql`
      insert into report_payment_daily (merchant_id, day, kind, channel, status, count, amount_minor)
      select merchant_id, day, ${sql.lit(kind)}, channel, status, sum(n), sum(amount) from (
        select merchant_id, substr(created_at, 1, 10) as day, ${channel} as channel, 'pending' as status,
          1 as n, amount_minor as amount from ${sql.table(table)}
        union all
        select merchant_id, substr(created_at, 1, 10), ${channel}, 'pending', -1, -amount_minor
          from ${sql.table(table)} where status <> 'pending'
        union all
        select merchant_id, substr(coalesce(decided_at, created_at), 1, 10), ${channel}, status, 1,
          amount_minor from ${sql.table(table)} where status <> 'pending'
      ) moves group by merchant_id, day, channel, status`.execute(db);
  }
  await sql`
    insert into report_daily (merchant_id, day, registrations, first_deposits)
    select merchant_id, day, sum(r), sum(f) from (
      select merchant_id, substr(created_at, 1, 10) as day, 1 as r, 0 as f from member
      union all
      select d.merchant_id, substr(coalesce(d.decided_at, d.created_at), 1, 10), 0, 1
        from member_first_deposit f join deposit d on d.id = f.deposit_id
    ) moves group by merchant_id, day`.execute(db);
  await sql`
    insert into report_bonus_daily (merchant_id, day, bonus_minor)
    select t.merchant_id, substr(t.created_at, 1, 10),
      sum(case when da.account_key in ('house:PROMOTIONS', 'house:REBATES') then t.amount else -t.amount end)
    from ledger_transfer t
    join ledger_account da on da.id = t.debit_account_id
    join ledger_account ca on ca.id = t.credit_account_id
    where t.phase = 'posted'
      and (da.account_key in ('house:PROMOTIONS', 'house:REBATES')
        or ca.account_key in ('house:PROMOTIONS', 'house:REBATES'))
    group by t.merchant_id, substr(t.created_at, 1, 10)`.execute(db);
}
