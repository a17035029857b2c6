/**
 * Accounts: members, sessions, one-time challenges (captcha, slider, SMS and e-mail codes,
 * pass and reset tokens), failure counters, the development outbox, registration rules, encryption
 * keys and seen encryption nonces. Runs on SQLite and PostgreSQL alike.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

function identity(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('member')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('username', 'varchar(64)', (col) => col.notNull())
    // Lowercased copy: usernames are unique per merchant regardless of case.
    .addColumn('username_lower', 'varchar(64)', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('nickname', 'varchar(128)')
    .addColumn('email', 'varchar(255)')
    .addColumn('email_lower', 'varchar(255)')
    // E.164 with the national leading 0 removed.
    .addColumn('mobile', 'varchar(20)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('payment_password_hash', 'varchar(255)')
    .addColumn('payee_name', 'varchar(128)')
    .addColumn('id_number', 'varchar(128)')
    .addColumn('qq_num', 'varchar(128)')
    .addColumn('facebook', 'varchar(128)')
    .addColumn('wechat', 'varchar(128)')
    .addColumn('line_id', 'varchar(128)')
    .addColumn('whatsapp', 'varchar(128)')
    .addColumn('zalo', 'varchar(128)')
    // Issuer and subject of a verified social ID token, "iss|sub".
    .addColumn('social_subject', 'varchar(512)')
    .addColumn('referrer_id', 'integer')
    .addColumn('registered_affiliate_code', 'varchar(64)')
    // The code this member hands out (agents).
    .addColumn('own_affiliate_code', 'varchar(64)')
    .addColumn('club_label', 'varchar(64)')
    .addColumn('register_method', 'varchar(16)')
    .addColumn('register_url', 'varchar(255)')
    .addColumn('register_domain', 'varchar(255)')
    .addColumn('avatar_id', 'varchar(64)')
    // Trial play credit in minor units; not money and never withdrawable. The wallet issue moves it
    // into the ledger as a separate trial account.
    .addColumn('trial_balance_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'varchar(32)')
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_ip', 'varchar(64)')
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('last_login_ip', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('member_username_uq')
    .on('member')
    .columns(['merchant_id', 'username_lower'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_mobile_uq')
    .on('member')
    .columns(['merchant_id', 'mobile'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_email_uq')
    .on('member')
    .columns(['merchant_id', 'email_lower'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_social_uq')
    .on('member')
    .columns(['merchant_id', 'social_subject'])
    .unique()
    .execute();
  await db.schema
    .createIndex('member_affiliate_uq')
    .on('member')
    .columns(['merchant_id', 'own_affiliate_code'])
    .unique()
    .execute();

  await db.schema
    .createTable('member_session')
    .addColumn('id', 'integer', id)
    // SHA-256 of the token: a database leak does not hand out live sessions.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('member.id').onDelete('cascade'))
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('idle_expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('absolute_expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('ip', 'varchar(64)')
    .execute();
  await db.schema.createIndex('member_session_member_idx').on('member_session').column('member_id').execute();

  await db.schema
    .createTable('auth_challenge')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    // captcha | slider | pass | sms | email_reset
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    // What the challenge is bound to: a client hash, an action, a phone number and purpose, a member.
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    // A SHA-256 hash for codes and tokens; the slider's target offset (not a credential).
    .addColumn('secret', 'varchar(255)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('client_ip', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('auth_challenge_subject_idx')
    .on('auth_challenge')
    .columns(['merchant_id', 'kind', 'subject', 'created_at'])
    .execute();
  await db.schema
    .createIndex('auth_challenge_ip_idx')
    .on('auth_challenge')
    .columns(['kind', 'client_ip', 'created_at'])
    .execute();

  await db.schema
    .createTable('auth_counter')
    .addColumn('merchant_id', 'integer', merchantRef)
    // "account:<username lower>" or "ip:<address>"
    .addColumn('counter_key', 'varchar(300)', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addPrimaryKeyConstraint('auth_counter_pk', ['merchant_id', 'counter_key'])
    .execute();

  await db.schema
    .createTable('outbox_message')
    .addColumn('id', 'integer', id)
    .addColumn('channel', 'varchar(8)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('outbox_recipient_idx').on('outbox_message').column('recipient').execute();

  await db.schema
    .createTable('register_rule')
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('field', 'varchar(32)', (col) => col.notNull())
    .addColumn('enabled', 'integer', (col) => col.notNull())
    .addColumn('required', 'integer', (col) => col.notNull())
    .addColumn('pattern', 'varchar(255)')
    .addColumn('min_length', 'integer')
    .addColumn('max_length', 'integer')
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('register_rule_pk', ['merchant_id', 'field'])
    .execute();

  await db.schema
    .createTable('encryption_key')
    .addColumn('kid', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('public_jwk', 'text', (col) => col.notNull())
    // PKCS#8 PEM sealed with a key derived from SERVER_SECRET.
    .addColumn('private_key_sealed', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('encryption_nonce')
    .addColumn('nonce', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'encryption_nonce',
    'encryption_key',
    'register_rule',
    'outbox_message',
    'auth_counter',
    'auth_challenge',
    'member_session',
    'member',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
