/**
 * Every query of the messaging module (announcement reads and writes, the inbox, live models); the
 * only file of the module besides chat.repository.ts that knows about Kysely.
 */
import { ContentType } from '@openlobby/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

export interface Recipient {
  readonly merchantId: number;
  readonly memberId: number;
  readonly type: number;
  /** Broadcasts sent before the member registered are not theirs. */
  readonly createdAt: string;
}

export interface LocalizedRow {
  readonly language: string;
  readonly title: string;
  readonly content: string;
}

export interface InboxRow {
  readonly id: number;
  readonly sentAt: string;
  readonly read: boolean;
  readonly texts: LocalizedRow[];
}

export interface AnnouncementWrite {
  readonly merchantId: number;
  readonly type: string;
  readonly groupName: string;
  readonly imageUrl: string;
  readonly link: string;
  readonly promotionType: string | null;
  readonly execution: string | null;
  readonly sortOrder: number;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly texts: readonly LocalizedRow[];
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

export interface AuditWrite {
  readonly actor: string;
  readonly action: string;
  readonly merchantId: number;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly occurredAt: string;
}

type Eb = ExpressionBuilder<DatabaseSchema, 'inbox_message'>;

/** The messages a member may see: addressed to them, to their type, or to everyone since they joined. */
function addressedTo(r: Recipient) {
  return (eb: Eb) =>
    eb.and([
      eb('inbox_message.merchant_id', '=', r.merchantId),
      eb.or([
        eb.and([eb('inbox_message.audience', '=', 'member'), eb('inbox_message.member_id', '=', r.memberId)]),
        eb.and([
          eb('inbox_message.audience', '=', 'type'),
          eb('inbox_message.member_type', '=', r.type),
          eb('inbox_message.sent_at', '>', r.createdAt),
        ]),
        eb.and([eb('inbox_message.audience', '=', 'all'), eb('inbox_message.sent_at', '>', r.createdAt)]),
      ]),
    ]);
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;

export function createMessagingRepository(db: Db) {
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
    async recipient(merchantId: number, memberId: number): Promise<Recipient | null> {
      const row = await db
        .selectFrom('member')
        .select(['id', 'type', 'created_at'])
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      return row === undefined
        ? null
        : { merchantId, memberId: row.id, type: row.type, createdAt: row.created_at };
    },

    async readAnnouncementIds(memberId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('announcement_read')
        .select('announcement_id')
        .where('member_id', '=', memberId)
        .where('announcement_id', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.announcement_id));
    },

    /** Live announcement of the merchant, or undefined. */
    liveAnnouncement(merchantId: number, id: number, now: string) {
      return db
        .selectFrom('announcement')
        .select(['id', 'type'])
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .where('starts_at', '<=', now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .executeTakeFirst();
    },

    /** Idempotent: a second read keeps the first time. */
    async markAnnouncementRead(memberId: number, announcementId: number, now: string): Promise<void> {
      await db
        .insertInto('announcement_read')
        .values({ member_id: memberId, announcement_id: announcementId, read_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'announcement_id']).doNothing())
        .execute();
    },

    /** Live notices (type PL) the member has not read: the announcement badge. */
    async unreadNotices(merchantId: number, memberId: number, now: string): Promise<number> {
      const row = await db
        .selectFrom('announcement')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('merchant_id', '=', merchantId)
        .where('type', '=', ContentType.PLAYER)
        .where('starts_at', '<=', now)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('announcement_read')
                .select('announcement_read.announcement_id')
                .whereRef('announcement_read.announcement_id', '=', 'announcement.id')
                .where('announcement_read.member_id', '=', memberId),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

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

    async sendInbox(message: InboxWrite, audit: AuditWrite): Promise<number> {
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
        await tx
          .insertInto('audit_log')
          .values(auditRow({ ...audit, detail: { ...audit.detail, messageId: row.id } }))
          .execute();
        return row.id;
      });
    },

    async createAnnouncement(write: AnnouncementWrite, audit: AuditWrite): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('announcement')
          .values(announcementRow(write))
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('announcement_text')
          .values(write.texts.map((text) => ({ announcement_id: row.id, ...text })))
          .execute();
        await tx
          .insertInto('audit_log')
          .values(auditRow({ ...audit, detail: { ...audit.detail, announcementId: row.id } }))
          .execute();
        return row.id;
      });
    },

    /** False when no announcement of the merchant has this id. */
    async updateAnnouncement(id: number, write: AnnouncementWrite, audit: AuditWrite): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('announcement')
          .set(announcementRow(write))
          .where('id', '=', id)
          .where('merchant_id', '=', write.merchantId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return false;
        await tx.deleteFrom('announcement_text').where('announcement_id', '=', id).execute();
        await tx
          .insertInto('announcement_text')
          .values(write.texts.map((text) => ({ announcement_id: id, ...text })))
          .execute();
        await tx.insertInto('audit_log').values(auditRow(audit)).execute();
        return true;
      });
    },

    async deleteAnnouncement(merchantId: number, id: number, audit: AuditWrite): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        // Texts and member reads go with it (ON DELETE CASCADE).
        const deleted = await tx
          .deleteFrom('announcement')
          .where('id', '=', id)
          .where('merchant_id', '=', merchantId)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) === 0) return false;
        await tx.insertInto('audit_log').values(auditRow(audit)).execute();
        return true;
      });
    },

    async liveModels(merchantId: number, streaming: boolean | undefined) {
      let query = db
        .selectFrom('live_model')
        .select(['id', 'name', 'avatar_url', 'streaming'])
        .where('merchant_id', '=', merchantId);
      if (streaming !== undefined) query = query.where('streaming', '=', streaming ? 1 : 0);
      return query.orderBy('id').execute();
    },

    merchantId(code: string) {
      return db.selectFrom('merchant').select('id').where('code', '=', code).executeTakeFirst();
    },
  };
}

function announcementRow(write: AnnouncementWrite) {
  return {
    merchant_id: write.merchantId,
    type: write.type,
    group_name: write.groupName,
    image_url: write.imageUrl,
    link: write.link,
    promotion_type: write.promotionType,
    execution: write.execution,
    sort_order: write.sortOrder,
    starts_at: write.startsAt,
    ends_at: write.endsAt,
  };
}

function auditRow(entry: AuditWrite) {
  return {
    occurred_at: entry.occurredAt,
    actor: entry.actor,
    action: entry.action,
    merchant_id: entry.merchantId,
    detail: JSON.stringify(entry.detail),
  };
}
