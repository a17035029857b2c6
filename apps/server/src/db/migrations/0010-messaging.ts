/**
 * Messaging: per-member announcement reads, the inbox (one row per message whatever its
 * audience, plus per-member read/delete state written only when a member acts, so a broadcast to
 * every member costs one row), and live chat (one conversation per member, its messages, and the
 * short-lived tokens that open the chat socket). Runs on SQLite and PostgreSQL alike.
 */
import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

const required = (col: ColumnDefinitionBuilder) => col.notNull();
const merchantRef = (col: ColumnDefinitionBuilder) =>
  col.notNull().references('merchant.id').onDelete('cascade');
const memberRef = (col: ColumnDefinitionBuilder) => col.notNull().references('member.id').onDelete('cascade');

function identity(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('announcement_read')
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('announcement_id', 'integer', (col) =>
      col.notNull().references('announcement.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'varchar(32)', required)
    .addPrimaryKeyConstraint('announcement_read_pk', ['member_id', 'announcement_id'])
    .execute();

  await db.schema
    .createTable('inbox_message')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    // member | type | all
    .addColumn('audience', 'varchar(8)', required)
    .addColumn('member_id', 'integer', (col) => col.references('member.id').onDelete('cascade'))
    .addColumn('member_type', 'integer')
    .addColumn('sent_by', 'varchar(96)', required)
    .addColumn('sent_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('inbox_message_merchant_idx')
    .on('inbox_message')
    .columns(['merchant_id', 'audience', 'sent_at'])
    .execute();

  await db.schema
    .createTable('inbox_message_text')
    .addColumn('message_id', 'integer', (col) =>
      col.notNull().references('inbox_message.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(8)', required)
    .addColumn('title', 'varchar(256)', required)
    .addColumn('content', 'text', required)
    .addPrimaryKeyConstraint('inbox_message_text_pk', ['message_id', 'language'])
    .execute();

  await db.schema
    .createTable('inbox_state')
    .addColumn('message_id', 'integer', (col) =>
      col.notNull().references('inbox_message.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('read_at', 'varchar(32)')
    .addColumn('deleted_at', 'varchar(32)')
    .addPrimaryKeyConstraint('inbox_state_pk', ['member_id', 'message_id'])
    .execute();

  await db.schema
    .createTable('chat_conversation')
    .addColumn('id', 'integer', id)
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().unique().references('member.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('last_message_at', 'varchar(32)', required)
    // The highest message id each side has seen: unread counts and "seen" ticks come from these.
    .addColumn('member_seen_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('agent_seen_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'integer', id)
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('chat_conversation.id').onDelete('cascade'),
    )
    // member | agent
    .addColumn('sender', 'varchar(8)', required)
    .addColumn('author', 'varchar(96)', required)
    .addColumn('body', 'text', required)
    // The sender's own id for the message: a resend after a reconnect is stored once.
    .addColumn('client_id', 'varchar(64)', required)
    .addColumn('created_at', 'varchar(32)', required)
    .execute();
  await db.schema
    .createIndex('chat_message_client_idx')
    .on('chat_message')
    .columns(['conversation_id', 'sender', 'client_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('chat_token')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('merchant_id', 'integer', merchantRef)
    .addColumn('member_id', 'integer', memberRef)
    .addColumn('conversation_id', 'integer', (col) =>
      col.notNull().references('chat_conversation.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('expires_at', 'varchar(32)', required)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'chat_token',
    'chat_message',
    'chat_conversation',
    'inbox_state',
    'inbox_message_text',
    'inbox_message',
    'announcement_read',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
