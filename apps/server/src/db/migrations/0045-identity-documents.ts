/**
 * Identity verification (modules/verification).
 *
 * `identity_document`: one row per side of a document a member sent. `store_name` is the picture's
 * private name in the shared upload store (never a public address). `current` is 1 for the latest
 * of each member, kind and side and 0 for the ones it replaced (kept for the record). `status`:
 * PENDING, APPROVED, REJECTED or MORE_NEEDED; `note` the officer's reason or note.
 *
 * `verification_setting`: one row per merchant: when withdrawals need a verified member (`mode`
 * ABOVE `threshold_minor`, ALL or OFF) and whether a proof of address is required. Without a row:
 * ABOVE 2,000.00 of the merchant's currency, with a proof of address.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const identity = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .createTable('identity_document')
    .addColumn('id', 'integer', identity)
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(24)', required)
    .addColumn('side', 'varchar(8)', required)
    .addColumn('status', 'varchar(16)', required)
    .addColumn('current', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('store_name', 'varchar(120)', required)
    .addColumn('content_type', 'varchar(32)', required)
    .addColumn('bytes', 'integer', required)
    .addColumn('note', 'text')
    .addColumn('decided_by', 'varchar(80)')
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('identity_document_member_idx')
    .on('identity_document')
    .columns(['member_id', 'current', 'id'])
    .execute();
  await db.schema
    .createIndex('identity_document_queue_idx')
    .on('identity_document')
    .columns(['merchant_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('verification_setting')
    .addColumn('merchant_id', 'integer', (col) =>
      col.primaryKey().references('merchant.id').onDelete('cascade'),
    )
    .addColumn('mode', 'varchar(8)', required)
    .addColumn('threshold_minor', 'bigint', required)
    .addColumn('require_proof_of_address', 'integer', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .addColumn('updated_by', 'varchar(80)', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verification_setting').execute();
  await db.schema.dropTable('identity_document').execute();
}
