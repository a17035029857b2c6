/**
 * Wallet: the double-entry ledger (accounts with running totals, immutable transfers),
 * the cashier (deposit channels, deposits, withdraw banks, bank cards, withdrawals, gateway callback
 * nonces), operators with their sessions, and the bet table the games issue fills.
 *
 * Money columns are BIGINT minor units. The ledger's invariants are kept by the one ledger service
 * (modules/wallet/ledger.ts); the unique indexes below are its last line of defence: a transfer id
 * is used once, and a pending hold is resolved (posted or voided) at most once.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function identity(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');
const memberRef = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');
const zero = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(0);
const required = (col: ColumnDefinitionBuilder) => col.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('ledger_account')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('currency', 'varchar(8)', required)
    // "member:<id>" or "house:<CODE>[:<vendor>]": one account per key and currency.
    .addColumn('account_key', 'varchar(96)', required)
    .addColumn('member_id', 'integer', (col) => col.references('member.id').onDelete('restrict'))
    // 1: debits (posted + pending) may never exceed posted credits (member wallets).
    .addColumn('no_overdraft', 'integer', zero)
    .addColumn('debits_posted', 'bigint', zero)
    .addColumn('credits_posted', 'bigint', zero)
    .addColumn('debits_pending', 'bigint', zero)
    .addColumn('credits_pending', 'bigint', zero)
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('ledger_account_key_uq')
    .on('ledger_account')
    .columns(['merchant_id', 'currency', 'account_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('ledger_transfer')
    // The caller's idempotency key: replaying it returns the first result and moves nothing.
    .addColumn('id', 'varchar(96)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('debit_account_id', 'integer', (col) => col.notNull().references('ledger_account.id'))
    .addColumn('credit_account_id', 'integer', (col) => col.notNull().references('ledger_account.id'))
    .addColumn('amount', 'bigint', required)
    .addColumn('tx_code', 'varchar(32)', required)
    // posted | pending | post | void (post and void resolve the pending transfer named by pending_id).
    .addColumn('phase', 'varchar(8)', required)
    .addColumn('pending_id', 'varchar(96)', (col) => col.references('ledger_transfer.id'))
    .addColumn('reference', 'varchar(96)')
    .addColumn('remark', 'varchar(255)')
    // Net posted balance (credits - debits) of each side right after this transfer, for the records.
    .addColumn('debit_balance_after', 'bigint', required)
    .addColumn('credit_balance_after', 'bigint', required)
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('ledger_transfer_pending_uq')
    .on('ledger_transfer')
    .column('pending_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('ledger_transfer_debit_idx')
    .on('ledger_transfer')
    .columns(['debit_account_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_transfer_credit_idx')
    .on('ledger_transfer')
    .columns(['credit_account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('deposit_channel')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('channel_id', 'varchar(64)', required)
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('mode', 'varchar(32)', required)
    .addColumn('name', 'varchar(128)', required)
    .addColumn('logo_url', 'varchar(512)')
    // Which gateway adapter serves gateway and QR channels ("demo" is built in).
    .addColumn('gateway', 'varchar(32)')
    .addColumn('min_minor', 'bigint', required)
    .addColumn('max_minor', 'bigint', required)
    // Basis points (1/100 of a percent).
    .addColumn('fee_bp', 'integer', zero)
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', zero)
    .addPrimaryKeyConstraint('deposit_channel_pk', ['merchant_id', 'channel_id'])
    .execute();

  await db.schema
    .createTable('deposit_receiving_account')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('channel_id', 'varchar(64)', required)
    .addColumn('bank_name', 'varchar(128)', required)
    .addColumn('account_name', 'varchar(128)', required)
    .addColumn('account_number', 'varchar(128)', required)
    .addColumn('network', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('deposit_promo')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('promo_id', 'varchar(64)', required)
    .addColumn('title_en', 'varchar(255)', required)
    .addColumn('title_ur', 'varchar(255)', required)
    .addColumn('bonus_bp', 'integer', required)
    .addColumn('max_bonus_minor', 'bigint', required)
    .addColumn('min_deposit_minor', 'bigint', required)
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('deposit_promo_pk', ['merchant_id', 'promo_id'])
    .execute();

  await db.schema
    .createTable('deposit')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('channel_id', 'varchar(64)', required)
    .addColumn('channel_name', 'varchar(128)', required)
    .addColumn('kind', 'varchar(16)', required)
    .addColumn('status', 'varchar(16)', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('credited_minor', 'bigint', zero)
    .addColumn('bonus_minor', 'bigint', zero)
    .addColumn('fee_minor', 'bigint', zero)
    .addColumn('promo_id', 'varchar(64)')
    .addColumn('payer_name', 'varchar(64)')
    .addColumn('reference', 'varchar(128)')
    .addColumn('remark', 'varchar(255)')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(128)')
    .execute();
  await db.schema
    .createIndex('deposit_member_idx')
    .on('deposit')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('deposit_status_idx')
    .on('deposit')
    .columns(['merchant_id', 'status'])
    .execute();
  await db.schema
    .createIndex('deposit_request_uq')
    .on('deposit')
    .columns(['member_id', 'request_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('gateway_nonce')
    .addColumn('gateway', 'varchar(32)', required)
    .addColumn('nonce', 'varchar(64)', required)
    .addColumn('received_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('gateway_nonce_pk', ['gateway', 'nonce'])
    .execute();

  await db.schema
    .createTable('withdraw_bank')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('bank_code', 'varchar(32)', required)
    .addColumn('bank_name', 'varchar(128)', required)
    .addColumn('payout_type', 'varchar(16)', required)
    .addColumn('logo_url', 'varchar(512)')
    .addColumn('sort_order', 'integer', zero)
    .addPrimaryKeyConstraint('withdraw_bank_pk', ['merchant_id', 'bank_code'])
    .execute();

  await db.schema
    .createTable('bank_card')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('bank_code', 'varchar(32)', required)
    .addColumn('bank_name', 'varchar(128)', required)
    .addColumn('payout_type', 'varchar(16)', required)
    .addColumn('masked_number', 'varchar(40)', required)
    // The full number sealed with the server secret (AES-256-GCM); only payouts read it.
    .addColumn('number_sealed', 'varchar(255)', required)
    // Keyed hash of the number: finds a duplicate without storing the number in the clear.
    .addColumn('number_digest', 'varchar(64)', required)
    .addColumn('account_name', 'varchar(128)', required)
    .addColumn('branch', 'varchar(128)')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('bank_card_member_idx').on('bank_card').column('member_id').execute();

  await db.schema
    .createTable('withdrawal')
    .addColumn('id', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('card_id', 'integer')
    .addColumn('bank_name', 'varchar(128)', required)
    .addColumn('masked_number', 'varchar(40)', required)
    .addColumn('status', 'varchar(16)', required)
    .addColumn('amount_minor', 'bigint', required)
    .addColumn('fee_minor', 'bigint', zero)
    .addColumn('hold_transfer_id', 'varchar(96)', required)
    .addColumn('request_id', 'varchar(64)')
    .addColumn('remark', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(128)')
    .execute();
  await db.schema
    .createIndex('withdrawal_member_idx')
    .on('withdrawal')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawal_status_idx')
    .on('withdrawal')
    .columns(['merchant_id', 'status'])
    .execute();
  await db.schema
    .createIndex('withdrawal_request_uq')
    .on('withdrawal')
    .columns(['member_id', 'request_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('operator')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', required)
    .addColumn('disabled', 'integer', zero)
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createTable('operator_session')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('operator.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('expires_at', 'varchar(32)', required)
    .addColumn('ended_at', 'varchar(32)')
    .execute();

  // Filled by the games issue: one row per bet, money moved through the ledger (bet and win transfers).
  await db.schema
    .createTable('bet_record')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('game_type', 'varchar(16)', required)
    .addColumn('vendor_code', 'varchar(64)', required)
    .addColumn('game_id', 'varchar(64)', required)
    .addColumn('game_name', 'varchar(128)', required)
    .addColumn('bet_minor', 'bigint', required)
    .addColumn('valid_bet_minor', 'bigint', zero)
    .addColumn('win_minor', 'bigint', zero)
    // open | settled | cancelled
    .addColumn('status', 'varchar(16)', required)
    .addColumn('bet_transfer_id', 'varchar(96)')
    .addColumn('win_transfer_id', 'varchar(96)')
    .addColumn('placed_at', 'varchar(32)', required)
    .addColumn('settled_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('bet_record_member_idx')
    .on('bet_record')
    .columns(['member_id', 'placed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'bet_record',
    'operator_session',
    'operator',
    'withdrawal',
    'bank_card',
    'withdraw_bank',
    'gateway_nonce',
    'deposit',
    'deposit_promo',
    'deposit_receiving_account',
    'deposit_channel',
    'ledger_transfer',
    'ledger_account',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
