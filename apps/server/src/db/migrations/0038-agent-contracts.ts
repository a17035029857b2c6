/**
 * Salary and dividend contracts between an upline and a direct downline (modules/contracts).
 *
 * `agent_contract`: one row per offer. `upline_id` is null for a contract the house offers a top
 * agent (paid from the house's SALARIES or DIVIDENDS account). `tiers` is JSON
 * [{ min: minor units as a string, bps }] in ascending `min`. `open_slot` is `<downline>:<kind>` while
 * the contract is PENDING, ACTIVE or END_REQUESTED and null otherwise: its unique index is what
 * keeps one open contract per downline and kind under any concurrency (NULLs never collide on
 * SQLite or PostgreSQL). `next_period` is the next period the settlement runner settles (from
 * `start_period`, the first period after acceptance), up to `last_period` when the contract ends.
 *
 * `agent_contract_payout`: one row per contract and ended period. Its primary key is the claim that
 * makes a period settle once, with the ledger transfer `contract:<id>:<period>`; PAID rows moved
 * money, UNPAID_FUNDS rows wait for the upline's balance and are retried, NOTHING_DUE and SUSPENDED
 * rows never pay. Read by either party and by date, hence the indexes. Runs on SQLite and
 * PostgreSQL alike.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const merchant = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('agent_contract')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('kind', 'varchar(16)', required)
    // DAILY or HOURLY for salaries; DAILY, WEEKLY, HALF_MONTHLY or MONTHLY for dividends.
    .addColumn('period', 'varchar(16)', required)
    .addColumn('upline_id', 'integer', (col) => col.references('member.id').onDelete('cascade'))
    .addColumn('downline_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', required)
    .addColumn('tiers', 'text', required)
    .addColumn('open_slot', 'varchar(40)')
    .addColumn('start_period', 'varchar(16)')
    .addColumn('next_period', 'varchar(16)')
    // When next_period ends (UTC ISO): the runner picks contracts whose next_due_at has passed.
    .addColumn('next_due_at', 'varchar(32)')
    .addColumn('last_period', 'varchar(16)')
    // UPLINE or DOWNLINE: who asked to end it.
    .addColumn('end_requested_by', 'varchar(8)')
    .addColumn('suspended_at', 'varchar(32)')
    .addColumn('suspend_reason', 'varchar(255)')
    .addColumn('offered_at', 'varchar(32)', required)
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('agent_contract_open_uq')
    .on('agent_contract')
    .column('open_slot')
    .unique()
    .execute();
  await db.schema
    .createIndex('agent_contract_upline_idx')
    .on('agent_contract')
    .columns(['upline_id', 'kind', 'status'])
    .execute();
  await db.schema
    .createIndex('agent_contract_downline_idx')
    .on('agent_contract')
    .columns(['downline_id', 'kind', 'status'])
    .execute();
  await db.schema
    .createIndex('agent_contract_merchant_idx')
    .on('agent_contract')
    .columns(['merchant_id', 'status'])
    .execute();
  await db.schema.createIndex('agent_contract_due_idx').on('agent_contract').column('next_due_at').execute();

  await db.schema
    .createTable('agent_contract_payout')
    .addColumn('contract_id', 'integer', (col) =>
      col.notNull().references('agent_contract.id').onDelete('cascade'),
    )
    .addColumn('period_key', 'varchar(16)', required)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('upline_id', 'integer')
    .addColumn('downline_id', 'integer', required)
    // The period's instants [from, to), UTC ISO.
    .addColumn('period_from', 'varchar(32)', required)
    .addColumn('period_to', 'varchar(32)', required)
    .addColumn('currency', 'varchar(8)', required)
    // The team's valid bet volume (salaries) or net loss (dividends) in the period.
    .addColumn('base_minor', 'bigint', required)
    .addColumn('threshold_minor', 'bigint', required)
    .addColumn('bps', 'integer', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('status', 'varchar(16)', required)
    .addColumn('transfer_id', 'varchar(80)', required)
    .addColumn('settled_at', 'varchar(32)', required)
    .addColumn('paid_at', 'varchar(32)')
    .addPrimaryKeyConstraint('agent_contract_payout_pk', ['contract_id', 'period_key'])
    .execute();
  await db.schema
    .createIndex('agent_contract_payout_upline_idx')
    .on('agent_contract_payout')
    .columns(['upline_id', 'period_from'])
    .execute();
  await db.schema
    .createIndex('agent_contract_payout_downline_idx')
    .on('agent_contract_payout')
    .columns(['downline_id', 'period_from'])
    .execute();
  await db.schema
    .createIndex('agent_contract_payout_status_idx')
    .on('agent_contract_payout')
    .columns(['status', 'merchant_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_contract_payout').ifExists().execute();
  await db.schema.dropTable('agent_contract').ifExists().execute();
}
