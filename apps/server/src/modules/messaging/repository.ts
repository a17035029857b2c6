/**
 * Every query of the messaging module (announcement reads and writes, the inbox, live models); with
 * inbox.repository.ts and announcement-writes.repository.ts, the only files of the module that know
 * about Kysely.
 */
import { ContentType } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { memberExcluded } from '../protection/exclusion.repository.ts';
import { liveAt } from '../system/repository.ts';
import { createAnnouncementWrites } from './announcement-writes.repository.ts';
import { type Recipient, createInboxQueries } from './inbox.repository.ts';

export type { AnnouncementWrite } from './announcement-writes.repository.ts';
export type { InboxRow, InboxWrite, LocalizedRow, Recipient } from './inbox.repository.ts';

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;

export function createMessagingRepository(db: Db) {
  return {
    /** `now` (ISO): also tells whether a time-out or self-exclusion is in force (no broadcasts then). */
    async recipient(merchantId: number, memberId: number, now?: string): Promise<Recipient | null> {
      const at = now ?? new Date().toISOString();
      const row = await db
        .selectFrom('member')
        .select((eb) => ['id', 'type', 'created_at', memberExcluded(eb, at).as('excluded')])
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .where('disabled', '=', 0)
        .executeTakeFirst();
      return row === undefined
        ? null
        : {
            merchantId,
            memberId: row.id,
            type: row.type,
            createdAt: row.created_at,
            excluded: Boolean(row.excluded),
          };
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
        .where(liveAt(now))
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
        .where(liveAt(now))
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

    ...createInboxQueries(db),
    ...createAnnouncementWrites(db),

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
