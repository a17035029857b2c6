/**
 * Member management from the operator console: why and by whom a member is locked, operators' notes
 * on a member, two-person approvals (a general table: a balance adjustment above the configured
 * amount today, withdrawals later), and the indexes the member search needs.
 *
 * Search is a prefix search on one column at a time (no leading wildcard), answered from an index
 * range. SQLite compares text bytewise by default, so its indexes serve `col >= 'ab' and col < 'ac'`
 * as they are; PostgreSQL's default collation may order text by language rules, under which a byte
 * prefix is not one range, so its search indexes are built with the "C" collation (byte order) and
 * the search compares with the same collation.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/** Prefix-searched member columns, each searched within one merchant. */
const MEMBER_PREFIX_COLUMNS = [
  'username_lower',
  'mobile',
  'email_lower',
  'own_affiliate_code',
  'created_ip',
  'last_login_ip',
] as const;
/** Columns SQLite has no index on yet (the others are the unique indexes of migration 0003). */
const UNINDEXED_ON_SQLITE = new Set<string>(['created_ip', 'last_login_ip']);

const prefixIndexName = (table: string, column: string) => `${table}_${column}_prefix`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema.alterTable('member').addColumn('locked_reason', 'varchar(255)').execute();
  await db.schema.alterTable('member').addColumn('locked_at', 'varchar(32)').execute();
  await db.schema.alterTable('member').addColumn('locked_by', 'varchar(80)').execute();

  await db.schema
    .createTable('member_note')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('author', 'varchar(80)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('member_note_member_idx')
    .on('member_note')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('pending_approval')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    // What is to be done: 'balance.adjust' today; the payload is the kind's JSON.
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('target', 'varchar(128)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    // The requester's idempotency key: the same request sent twice is one approval.
    .addColumn('request_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('requested_by', 'integer', (col) => col.notNull())
    .addColumn('requested_by_name', 'varchar(80)', (col) => col.notNull())
    .addColumn('requested_at', 'varchar(32)', (col) => col.notNull())
    // pending | approved | rejected
    .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('decided_by', 'integer')
    .addColumn('decided_by_name', 'varchar(80)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('remark', 'varchar(255)')
    // JSON of what the approved action produced (a transfer id).
    .addColumn('result', 'text')
    .execute();
  await db.schema
    .createIndex('pending_approval_request_uq')
    .on('pending_approval')
    .columns(['merchant_id', 'kind', 'request_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('pending_approval_queue_idx')
    .on('pending_approval')
    .columns(['merchant_id', 'kind', 'state', 'id'])
    .execute();

  for (const column of MEMBER_PREFIX_COLUMNS) {
    const name = prefixIndexName('member', column);
    if (postgres)
      await sql.raw(`create index ${name} on member (merchant_id, ${column} collate "C")`).execute(db);
    else if (UNINDEXED_ON_SQLITE.has(column))
      await db.schema.createIndex(name).on('member').columns(['merchant_id', column]).execute();
  }
  const sessionIp = prefixIndexName('member_session', 'ip');
  if (postgres)
    await sql.raw(`create index ${sessionIp} on member_session (merchant_id, ip collate "C")`).execute(db);
  else await db.schema.createIndex(sessionIp).on('member_session').columns(['merchant_id', 'ip']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex(prefixIndexName('member_session', 'ip')).execute();
  for (const column of MEMBER_PREFIX_COLUMNS)
    if (postgres || UNINDEXED_ON_SQLITE.has(column))
      await db.schema.dropIndex(prefixIndexName('member', column)).execute();
  await db.schema.dropTable('pending_approval').execute();
  await db.schema.dropTable('member_note').execute();
  for (const column of ['locked_by', 'locked_at', 'locked_reason'])
    await db.schema.alterTable('member').dropColumn(column).execute();
}
