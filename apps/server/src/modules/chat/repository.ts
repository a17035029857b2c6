/** Every query of the chat module: conversations, messages, socket tokens. The only file here that knows Kysely. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChatMessageTable } from '../../db/schema.ts';

export type ChatSide = 'member' | 'agent';

export interface ChatMessageRow {
  readonly id: number;
  readonly conversationId: number;
  readonly sender: ChatSide;
  readonly author: string;
  readonly body: string;
  readonly clientId: string;
  readonly createdAt: string;
}

export interface ConversationRow {
  readonly id: number;
  readonly merchantId: number;
  readonly memberId: number;
  readonly memberSeenId: number;
  readonly agentSeenId: number;
}

export interface ConversationSummary extends ConversationRow {
  readonly username: string;
  readonly lastMessageAt: string;
  /** Member messages the agents have not seen. */
  readonly waiting: number;
}

type MessageRecord = Selectable<ChatMessageTable>;

function toMessage(row: MessageRecord): ChatMessageRow {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender === 'agent' ? 'agent' : 'member',
    author: row.author,
    body: row.body,
    clientId: row.client_id,
    createdAt: row.created_at,
  };
}

const conversationColumns = ['id', 'merchant_id', 'member_id', 'member_seen_id', 'agent_seen_id'] as const;
function toConversation(row: {
  id: number;
  merchant_id: number;
  member_id: number;
  member_seen_id: number;
  agent_seen_id: number;
}): ConversationRow {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    memberId: row.member_id,
    memberSeenId: row.member_seen_id,
    agentSeenId: row.agent_seen_id,
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;

export function createChatRepository(db: Db) {
  async function conversationOfMember(memberId: number) {
    const row = await db
      .selectFrom('chat_conversation')
      .select(conversationColumns)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row === undefined ? null : toConversation(row);
  }

  return {
    conversationOfMember,

    /** One conversation per member, created on first launch; concurrent launches share it. */
    async openConversation(merchantId: number, memberId: number, now: string): Promise<ConversationRow> {
      await db
        .insertInto('chat_conversation')
        .values({ merchant_id: merchantId, member_id: memberId, created_at: now, last_message_at: now })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
      const found = await conversationOfMember(memberId);
      if (found === null) throw new Error('chat conversation vanished after insert');
      return found;
    },

    /** By id alone: the service checks that an agent's conversation is of its merchant. */
    async conversation(id: number): Promise<ConversationRow | null> {
      const row = await db
        .selectFrom('chat_conversation')
        .select(conversationColumns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? null : toConversation(row);
    },

    async saveToken(row: {
      tokenHash: string;
      merchantId: number;
      memberId: number;
      conversationId: number;
      now: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('chat_token')
        .values({
          token_hash: row.tokenHash,
          merchant_id: row.merchantId,
          member_id: row.memberId,
          conversation_id: row.conversationId,
          created_at: row.now,
          expires_at: row.expiresAt,
        })
        .execute();
      // Expired tokens are worthless; dropping the member's old ones keeps the table small.
      await db
        .deleteFrom('chat_token')
        .where('member_id', '=', row.memberId)
        .where('expires_at', '<=', row.now)
        .execute();
    },

    /** Every chat token of the member stops working (logout, password change or reset). */
    async revokeTokens(memberId: number): Promise<void> {
      await db.deleteFrom('chat_token').where('member_id', '=', memberId).execute();
    },

    /** The live token's conversation, with the member's name and state, or undefined. */
    tokenConversation(tokenHash: string, now: string) {
      return db
        .selectFrom('chat_token as t')
        .innerJoin('member as m', 'm.id', 't.member_id')
        .select(['t.conversation_id', 't.merchant_id', 't.member_id', 'm.username', 'm.disabled', 'm.type'])
        .where('t.token_hash', '=', tokenHash)
        .where('t.expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Stores a message once: a resend with the same client id (after a reconnect) returns the row
     * stored the first time, so nothing is duplicated.
     */
    async addMessage(
      conversationId: number,
      sender: ChatSide,
      author: string,
      body: string,
      clientId: string,
      now: string,
    ): Promise<{ message: ChatMessageRow; created: boolean }> {
      const existing = await findByClientId(conversationId, sender, clientId);
      if (existing !== null) return { message: existing, created: false };
      const inserted = await db
        .insertInto('chat_message')
        .values({
          conversation_id: conversationId,
          sender,
          author,
          body,
          client_id: clientId,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['conversation_id', 'sender', 'client_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted === undefined) {
        // Two sockets of the same side raced with the same client id: the other one stored it.
        const raced = await findByClientId(conversationId, sender, clientId);
        if (raced === null) throw new Error('chat message vanished after a conflicting insert');
        return { message: raced, created: false };
      }
      await db
        .updateTable('chat_conversation')
        .set({ last_message_at: now })
        .where('id', '=', conversationId)
        .execute();
      return { message: toMessage(inserted), created: true };
    },

    async messagesAfter(conversationId: number, afterId: number, limit: number): Promise<ChatMessageRow[]> {
      const rows = await db
        .selectFrom('chat_message')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toMessage);
    },

    /** Only moves forward; answers the side's seen id after the update. */
    async markSeen(conversationId: number, side: ChatSide, upTo: number): Promise<number> {
      const column = side === 'member' ? 'member_seen_id' : 'agent_seen_id';
      const latest = await db
        .selectFrom('chat_message')
        .select((eb) => eb.fn.max('id').as('max'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirst();
      const ceiling = Math.min(upTo, Number(latest?.max ?? 0));
      await db
        .updateTable('chat_conversation')
        .set({ [column]: ceiling })
        .where('id', '=', conversationId)
        .where(column, '<', ceiling)
        .execute();
      const row = await db
        .selectFrom('chat_conversation')
        .select(column)
        .where('id', '=', conversationId)
        .executeTakeFirstOrThrow();
      return side === 'member'
        ? (row as { member_seen_id: number }).member_seen_id
        : (row as { agent_seen_id: number }).agent_seen_id;
    },

    /** The agent was just seen (its page polled, its socket said hello): one row per agent, kept fresh. */
    async touchAgent(merchantId: number, agent: string, now: string): Promise<void> {
      await db
        .insertInto('chat_agent_presence')
        .values({ merchant_id: merchantId, agent, seen_at: now })
        .onConflict((oc) => oc.columns(['merchant_id', 'agent']).doUpdateSet({ seen_at: now }))
        .execute();
    },

    /** Agents of the merchant seen at or after `since`. */
    async agentsSeenSince(merchantId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('chat_agent_presence')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('seen_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the member message as sent while nobody was online; an earlier mark is kept. */
    async answerToInboxAfter(conversationId: number, messageId: number): Promise<void> {
      await db
        .updateTable('chat_conversation')
        .set({ inbox_after_id: messageId })
        .where('id', '=', conversationId)
        .where('inbox_after_id', '=', 0)
        .execute();
    },

    /**
     * Copies an agent's answer to the member's inbox while the conversation is marked; returns
     * whether it did. The inbox row and the check are one transaction, so an answer goes there once.
     */
    async copyAnswerToInbox(
      answer: ChatMessageRow,
      texts: readonly { language: string; title: string; content: string }[],
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const conversation = await tx
          .selectFrom('chat_conversation')
          .select(['merchant_id', 'member_id', 'inbox_after_id'])
          .where('id', '=', answer.conversationId)
          .executeTakeFirst();
        if (conversation === undefined || conversation.inbox_after_id === 0) return false;
        const row = await tx
          .insertInto('inbox_message')
          .values({
            merchant_id: conversation.merchant_id,
            audience: 'member',
            member_id: conversation.member_id,
            member_type: null,
            sent_by: answer.author,
            sent_at: answer.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('inbox_message_text')
          .values(texts.map((text) => ({ message_id: row.id, ...text })))
          .execute();
        return true;
      });
    },

    /** Once the member has seen an answer given after the mark, answers stay in the chat again. */
    async clearInboxMarkIfAnswerSeen(conversationId: number): Promise<void> {
      await db
        .updateTable('chat_conversation as c')
        .set({ inbox_after_id: 0 })
        .where('c.id', '=', conversationId)
        .where('c.inbox_after_id', '>', 0)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('chat_message as msg')
              .select('msg.id')
              .whereRef('msg.conversation_id', '=', 'c.id')
              .where('msg.sender', '=', 'agent')
              .whereRef('msg.id', '>', 'c.inbox_after_id')
              .whereRef('msg.id', '<=', 'c.member_seen_id'),
          ),
        )
        .execute();
    },

    /** Agent messages the member has not seen (CBS_unreadCount). */
    async unreadForMember(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('chat_message as msg')
        .innerJoin('chat_conversation as c', 'c.id', 'msg.conversation_id')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('c.member_id', '=', memberId)
        .where('msg.sender', '=', 'agent')
        .whereRef('msg.id', '>', 'c.member_seen_id')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The merchant's conversations, those with member messages waiting first, then the latest. */
    async conversations(merchantId: number, limit: number): Promise<ConversationSummary[]> {
      const rows = await db
        .selectFrom('chat_conversation as c')
        .innerJoin('member as m', 'm.id', 'c.member_id')
        .select([
          'c.id',
          'c.merchant_id',
          'c.member_id',
          'c.member_seen_id',
          'c.agent_seen_id',
          'c.last_message_at',
          'm.username',
        ])
        .select((eb) =>
          eb
            .selectFrom('chat_message as msg')
            .select((inner) => inner.fn.countAll<string | number>().as('n'))
            .whereRef('msg.conversation_id', '=', 'c.id')
            .where('msg.sender', '=', 'member')
            .whereRef('msg.id', '>', 'c.agent_seen_id')
            .as('waiting'),
        )
        .where('c.merchant_id', '=', merchantId)
        .orderBy('c.last_message_at', 'desc')
        .limit(limit)
        .execute();
      return rows
        .map((row) => ({
          ...toConversation(row),
          username: row.username,
          lastMessageAt: row.last_message_at,
          waiting: Number(row.waiting ?? 0),
        }))
        .sort((a, b) => Number(b.waiting > 0) - Number(a.waiting > 0));
    },
  };

  async function findByClientId(conversationId: number, sender: ChatSide, clientId: string) {
    const row = await db
      .selectFrom('chat_message')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .where('sender', '=', sender)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row === undefined ? null : toMessage(row);
  }
}
