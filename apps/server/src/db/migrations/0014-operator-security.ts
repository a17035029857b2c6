/**
 * Operator login security: each operator belongs to one merchant (existing operators join the
 * first merchant), may carry a TOTP secret (sealed with the server secret) and single-use recovery
 * codes (SHA-256 hashes), and sessions record when they were last used for the idle timeout.
 * Failed logins are counted per operator name and per client address for backoff and lockout.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('operator')
    .addColumn('merchant_id', 'integer', (col) => col.references('merchant.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('operator').addColumn('totp_secret', 'varchar(255)').execute();
  // The last TOTP time step accepted, so a code is never accepted twice.
  await db.schema.alterTable('operator').addColumn('totp_last_step', 'bigint').execute();
  await sql`update operator set merchant_id = (select min(id) from merchant)`.execute(db);
  await db.schema.alterTable('operator_session').addColumn('last_seen_at', 'varchar(32)').execute();
  await sql`update operator_session set last_seen_at = created_at`.execute(db);

  await db.schema
    .createTable('operator_recovery_code')
    .addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', required)
    .addColumn('used_at', 'varchar(32)')
    .addUniqueConstraint('operator_recovery_code_unique', ['operator_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('operator_login_failure')
    .addColumn('throttle_key', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', required)
    .addColumn('last_failure_at', 'varchar(32)', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_login_failure').ifExists().execute();
  await db.schema.dropTable('operator_recovery_code').ifExists().execute();
  await db.schema.alterTable('operator_session').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('operator').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('operator').dropColumn('totp_secret').execute();
  await db.schema.alterTable('operator').dropColumn('merchant_id').execute();
}
