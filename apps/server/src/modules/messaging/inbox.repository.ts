/**
 * The members' inbox: messages addressed to one member, to a member type or to everyone since the
 * member joined, each member's read and deleted state, and the operator's send (with its audit).
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';

export interface Recipient {
  readonly merchantId: number;
  readonly memberId: number;
  readonly type: number;
  /** Broadcasts sent before the member registered are not theirs. */
  readonly createdAt: string;
  /** A time-out or self-exclusion is in force: broadcasts (marketing) do not reach them. */
  readonly excluded?: boolean;
}

export interface LocalizedRow {
  readonly language: string;
  readonly title: string;
  readonly content: string;
}

/** Texts as an audit entry shows them: by language. */
export const textsByLanguage = (texts: readonly LocalizedRow[]) =>
  Object.fromEntries(texts.map(({ language, title, content }) => [language, { title, content }]));

export interface InboxRow {
  readonly id: number;
  readonly sentAt: string;
  readonly read: boolean;
  readonly texts: LocalizedRow[];
}

export interface InboxWrite {
  readonly merchantId: number;
  readonly audience: 'member' | 'type' | 'all';
  readonly memberId: number | null;
  readonly memberType: number | null;
  readonly sentBy: string;
  readonly sentAt: string;
  readonly texts: readonly LocalizedRow[];
}

type Eb = ExpressionBuilder<DatabaseSchema, 'inbox_message'>;

/**
 * The messages a member may see: addressed to them, to their type, or to everyone since they joined;
 * an excluded member (time-out, self-exclusion) sees only those addressed to them.
 */
function addressedTo(r: Recipient) {
  return (eb: Eb) =>
    eb.and([
      eb('inbox_message.merchant_id', '=', r.merchantId),
      r.excluded === true
        ? eb.and([
            eb('inbox_message.audience', '=', 'member'),
            eb('inbox_message.member_id', '=', r.memberId),
          ])
        : eb.or([
            eb.and([
              eb('inbox_message.audience', '=', 'member'),
              eb('inbox_message.member_id', '=', r.memberId),
            ]),
            eb.and([
              eb('inbox_message.audience', '=', 'type'),
              eb('inbox_message.member_type', '=', r.type),
              eb('inbox_message.sent_at', '>', r.createdAt),
            ]),
            eb.and([eb('inbox_message.audience', '=', 'all'), eb('inbox_message.sent_at', '>', r.createdAt)]),
          ]),
    ]);
}

export function createInboxQueries(db: Db) {
  function inboxOf(r: Recipient) {
    return db
      .selectFrom('inbox_message')
      .leftJoin('inbox_state', (join) =>
        join
          .onRef('inbox_state.message_id', '=', 'inbox_message.id')
          .on('inbox_state.member_id', '=', r.memberId),
      )
      .where(addressedTo(r))
      .where('inbox_state.deleted_at', 'is', null);
  }

  return {
    async inboxPage(
      r: Recipient,
      offset: number,
      limit: number,
    ): Promise<{ rows: InboxRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        inboxOf(r)
          .select(['inbox_message.id', 'inbox_message.sent_at', 'inbox_state.read_at'])
          .orderBy('inbox_message.sent_at', 'desc')
          .orderBy('inbox_message.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        inboxOf(r)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const texts =
        rows.length === 0
          ? []
          : await db
              .selectFrom('inbox_message_text')
              .select(['message_id', 'language', 'title', 'content'])
              .where(
                'message_id',
                'in',
                rows.map((row) => row.id),
              )
              .execute();
      return {
        total: Number(count.n),
        rows: rows.map((row) => ({
          id: row.id,
          sentAt: row.sent_at,
          read: row.read_at !== null,
          texts: texts.filter((text) => text.message_id === row.id),
        })),
      };
    },

    async inboxUnread(r: Recipient): Promise<number> {
      const row = await inboxOf(r)
        .where('inbox_state.read_at', 'is', null)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** True when the message is in the member's inbox (addressed to them and not deleted). */
    async inInbox(r: Recipient, messageId: number): Promise<boolean> {
      const row = await inboxOf(r)
        .select('inbox_message.id')
        .where('inbox_message.id', '=', messageId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Writes the member's state row on first touch; read and delete times, once set, are kept. */
    async setInboxState(
      memberId: number,
      messageId: number,
      change: { readAt: string; deletedAt: string | null },
    ): Promise<void> {
      await db
        .insertInto('inbox_state')
        .values({
          member_id: memberId,
          message_id: messageId,
          read_at: change.readAt,
          deleted_at: change.deletedAt,
        })
        .onConflict((oc) =>
          oc.columns(['member_id', 'message_id']).doUpdateSet((eb) => ({
            read_at: eb.fn.coalesce('inbox_state.read_at', eb.ref('excluded.read_at')),
            deleted_at: eb.fn.coalesce('inbox_state.deleted_at', eb.ref('excluded.deleted_at')),
          })),
        )
        .execute();
    },

    /** `by` sends it: the audit entry's actor, as `sentBy` is its name. */
    async sendInbox(message: InboxWrite, by: AuditActor): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('inbox_message')
          .values({
            merchant_id: message.merchantId,
            audience: message.audience,
            member_id: message.memberId,
            member_type: message.memberType,
            sent_by: message.sentBy,
            sent_at: message.sentAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('inbox_message_text')
          .values(message.texts.map((text) => ({ message_id: row.id, ...text })))
          .execute();
        await appendAudit(
          tx,
          auditEntry(by, message.sentAt, {
            action: 'inbox.send',
            merchantId: message.merchantId,
            target: `inbox:${row.id}`,
            before: null,
            after: {
              audience: message.audience,
              memberId: message.memberId,
              memberType: message.memberType,
              texts: textsByLanguage(message.texts),
            },
          }),
        );
        return row.id;
      });
    },
  };
}
