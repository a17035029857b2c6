/**
 * Anti-money-laundering monitoring (modules/compliance).
 *
 * `aml_setting`: one row per merchant with its rules' thresholds (JSON, amounts in minor units as
 * strings) and `scanned_to`, the instant up to which the monitor has looked at new activity (its
 * cursor: each run looks at (scanned_to, now]).
 *
 * `aml_alert`: one row per alert. `open_slot` is `<rule>:<subject>` while the alert is not closed and
 * null after: its unique index keeps one open alert per rule and member (or address, or device)
 * under any concurrency, as contracts do (NULLs never collide on SQLite or PostgreSQL). `facts` is
 * the JSON of what made the rule fire.
 *
 * `aml_case_entry`: the case log, append-only: the opening, officers' notes, status changes.
 *
 * And the indexes the monitor's scans read by merchant and time: approved deposits by decision,
 * deposits, withdrawals and sign-ins by creation, members by registration, deposits by device.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const merchant = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const identity = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('aml_setting')
    .addColumn('merchant_id', 'integer', (col) =>
      col.primaryKey().references('merchant.id').onDelete('cascade'),
    )
    .addColumn('rules', 'text', required)
    .addColumn('scanned_to', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)')
    .addColumn('updated_by', 'varchar(80)')
    .execute();

  await db.schema
    .createTable('aml_alert')
    .addColumn('id', 'integer', identity)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('rule', 'varchar(24)', required)
    .addColumn('member_id', 'integer', (col) => col.references('member.id').onDelete('set null'))
    // member:<id>, address:<ip> or device:<hash>.
    .addColumn('subject', 'varchar(160)', required)
    .addColumn('open_slot', 'varchar(200)')
    .addColumn('status', 'varchar(16)', required)
    .addColumn('outcome', 'varchar(24)')
    .addColumn('facts', 'text', required)
    .addColumn('currency', 'varchar(8)', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema.createIndex('aml_alert_open_uq').on('aml_alert').column('open_slot').unique().execute();
  await db.schema
    .createIndex('aml_alert_queue_idx')
    .on('aml_alert')
    .columns(['merchant_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('aml_alert_member_idx').on('aml_alert').columns(['member_id', 'id']).execute();

  await db.schema
    .createTable('aml_case_entry')
    .addColumn('id', 'integer', identity)
    .addColumn('alert_id', 'integer', (col) => col.notNull().references('aml_alert.id').onDelete('cascade'))
    // OPENED, NOTE or STATUS.
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('body', 'text', required)
    .addColumn('status', 'varchar(16)')
    .addColumn('outcome', 'varchar(24)')
    .addColumn('actor', 'varchar(80)', required)
    .addColumn('at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('aml_case_entry_alert_idx')
    .on('aml_case_entry')
    .columns(['alert_id', 'id'])
    .execute();

  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();
  await index('deposit_decided_idx', 'deposit', ['merchant_id', 'decided_at']);
  await index('deposit_created_idx', 'deposit', ['merchant_id', 'created_at']);
  await index('deposit_device_idx', 'deposit', ['merchant_id', 'device_hash', 'created_at']);
  await index('withdrawal_created_idx', 'withdrawal', ['merchant_id', 'created_at']);
  await index('member_session_created_idx', 'member_session', ['merchant_id', 'created_at']);
  await index('member_created_idx', 'member', ['merchant_id', 'created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'member_created_idx',
    'member_session_created_idx',
    'withdrawal_created_idx',
    'deposit_device_idx',
    'deposit_created_idx',
    'deposit_decided_idx',
  ])
    await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropTable('aml_case_entry').ifExists().execute();
  await db.schema.dropTable('aml_alert').ifExists().execute();
  await db.schema.dropTable('aml_setting').ifExists().execute();
}
