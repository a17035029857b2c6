/**
 * Operator roles and a fuller audit log. Each operator holds one or more roles (the server maps
 * roles to permissions); operators that exist already were all-powerful, so they become admins.
 * Audit entries gain the acting operator's id, the target, the state before and after, and the
 * client address. The log is append-only: the database itself refuses to change or remove an
 * entry, whatever code asks (only a merchant's removal may still blank its merchant_id).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Every column but merchant_id, whose foreign key sets it null when a merchant goes. */
const FROZEN_COLUMNS =
  'id, occurred_at, actor, action, detail, operator_id, target, before_state, after_state, address';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('operator_role')
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('role', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('operator_role_pk', ['operator_id', 'role'])
    .execute();
  await sql`insert into operator_role (operator_id, role) select id, 'admin' from operator`.execute(db);

  await db.schema.alterTable('audit_log').addColumn('operator_id', 'integer').execute();
  await db.schema.alterTable('audit_log').addColumn('target', 'varchar(128)').execute();
  await db.schema.alterTable('audit_log').addColumn('before_state', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('after_state', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('address', 'varchar(64)').execute();
  await db.schema
    .createIndex('audit_log_merchant_time')
    .on('audit_log')
    .columns(['merchant_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor']).execute();

  if (postgres) {
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end $$`.execute(db);
    await sql
      .raw(
        `create trigger audit_log_no_update before update of ${FROZEN_COLUMNS} on audit_log
         for each row execute function audit_log_append_only()`,
      )
      .execute(db);
    await sql`
      create trigger audit_log_no_delete before delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql
      .raw(
        `create trigger audit_log_no_update before update of ${FROZEN_COLUMNS} on audit_log
         begin select raise(abort, 'audit_log is append-only'); end`,
      )
      .execute(db);
    await sql`
      create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'audit_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop trigger if exists audit_log_no_delete${postgres ? sql` on audit_log` : sql``}`.execute(db);
  await sql`drop trigger if exists audit_log_no_update${postgres ? sql` on audit_log` : sql``}`.execute(db);
  if (postgres) await sql`drop function if exists audit_log_append_only()`.execute(db);
  await db.schema.dropIndex('audit_log_actor').execute();
  await db.schema.dropIndex('audit_log_target').execute();
  await db.schema.dropIndex('audit_log_merchant_time').execute();
  for (const column of ['address', 'after_state', 'before_state', 'target', 'operator_id'])
    await db.schema.alterTable('audit_log').dropColumn(column).execute();
  await db.schema.dropTable('operator_role').execute();
}
