/**
 * Live chat availability: when each agent was last seen (their page polls, their sockets say hello),
 * so a member hears whether someone is online on any instance; and, per conversation, the member
 * message after which agents' answers go to the inbox too, because it was sent while nobody was online.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_agent_presence')
    .addColumn('merchant_id', 'integer', (col) => col.notNull().references('merchant.id').onDelete('cascade'))
    .addColumn('agent', 'varchar(96)', (col) => col.notNull())
    .addColumn('seen_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_agent_presence_pk', ['merchant_id', 'agent'])
    .execute();
  // 0: answers stay in the chat. Otherwise the id of a member message sent while no agent was online.
  await db.schema
    .alterTable('chat_conversation')
    .addColumn('inbox_after_id', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_conversation').dropColumn('inbox_after_id').execute();
  await db.schema.dropTable('chat_agent_presence').execute();
}
