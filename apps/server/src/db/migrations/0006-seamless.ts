/**
 * Seamless wallet: single-use launch tokens, vendor sessions, the idempotency record of
 * every vendor transaction, and the state of each bet (with the tombstone a rollback leaves when it
 * arrives before its bet). Secrets are never stored: launch tokens and session ids only as SHA-256.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');
const memberRef = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seamless_launch')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('vendor_code', 'varchar(32)', required)
    .addColumn('game_id', 'integer', required)
    .addColumn('language', 'varchar(8)', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('expires_at', 'varchar(32)', required)
    // Set once by authenticate: a used token never opens a second session.
    .addColumn('used_at', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('seamless_session')
    .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('vendor_code', 'varchar(32)', required)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('game_id', 'integer', required)
    .addColumn('created_at', 'varchar(32)', required)
    // Idle expiry: every call on the session moves this forward.
    .addColumn('last_seen_at', 'varchar(32)', required)
    .execute();

  // One row per vendor transaction id, written in the same database transaction as its money:
  // a duplicate finds it and answers `answer` again; a different body under the same id is a conflict.
  await db.schema
    .createTable('seamless_transaction')
    .addColumn('vendor_code', 'varchar(32)', required)
    .addColumn('transaction_id', 'varchar(64)', required)
    .addColumn('action', 'varchar(16)', required)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    // SHA-256 of the request's fields except its timestamp.
    .addColumn('request_digest', 'varchar(64)', required)
    .addColumn('status', 'varchar(24)', required)
    .addColumn('answer', 'text', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('seamless_transaction_pk', ['vendor_code', 'transaction_id'])
    .execute();

  // open -> settled (a win) or rolled_back; tombstone: the rollback came first, the late bet moves nothing.
  await db.schema
    .createTable('seamless_bet')
    .addColumn('vendor_code', 'varchar(32)', required)
    .addColumn('bet_transaction_id', 'varchar(64)', required)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('round_id', 'varchar(64)', required)
    .addColumn('game_code', 'varchar(64)', required)
    .addColumn('state', 'varchar(16)', required)
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('bet_record_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('seamless_bet_pk', ['vendor_code', 'bet_transaction_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['seamless_bet', 'seamless_transaction', 'seamless_session', 'seamless_launch']) {
    await db.schema.dropTable(table).execute();
  }
}
