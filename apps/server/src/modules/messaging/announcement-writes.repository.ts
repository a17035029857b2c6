/**
 * The operator's announcement writes (create, update, delete), each with its audit entry (the
 * announcement as it was and as it is), atomically.
 */
import type { Db } from '../../db/database.ts';
import { type AuditActor, appendAudit, auditEntry } from '../audit/repository.ts';
import { announcementFields } from '../system/repository.ts';
import { type LocalizedRow, textsByLanguage } from './inbox.repository.ts';

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

/** An announcement as its audit entry shows it: everything but the merchant, its texts by language. */
function stateOf(write: AnnouncementWrite) {
  const { merchantId: _merchant, texts, ...fields } = write;
  return { ...fields, texts: textsByLanguage(texts) };
}

/**
 * The stored announcement as a write, or undefined when the merchant has none with this id. A
 * no-op update takes the row's lock first, so a concurrent change cannot slip in between this read
 * and the caller's write (PostgreSQL; SQLite has one writer anyway).
 */
async function lockedWrite(tx: Db, merchantId: number, id: number): Promise<AnnouncementWrite | undefined> {
  const locked = await tx
    .updateTable('announcement')
    .set({ merchant_id: merchantId })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return undefined;
  const row = await tx.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const texts = await tx
    .selectFrom('announcement_text')
    .select(['language', 'title', 'content'])
    .where('announcement_id', '=', id)
    .orderBy('language')
    .execute();
  return {
    merchantId,
    ...announcementFields(row),
    sortOrder: row.sort_order,
    endsAt: row.ends_at,
    texts,
  };
}

export function createAnnouncementWrites(db: Db) {
  return {
    async createAnnouncement(write: AnnouncementWrite, by: AuditActor, at: string): Promise<number> {
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
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'announcement.create',
            merchantId: write.merchantId,
            target: `announcement:${row.id}`,
            before: null,
            after: stateOf(write),
          }),
        );
        return row.id;
      });
    },

    /** False when no announcement of the merchant has this id. */
    async updateAnnouncement(
      id: number,
      write: AnnouncementWrite,
      by: AuditActor,
      at: string,
    ): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const before = await lockedWrite(tx, write.merchantId, id);
        if (before === undefined) return false;
        await tx.updateTable('announcement').set(announcementRow(write)).where('id', '=', id).execute();
        await tx.deleteFrom('announcement_text').where('announcement_id', '=', id).execute();
        await tx
          .insertInto('announcement_text')
          .values(write.texts.map((text) => ({ announcement_id: id, ...text })))
          .execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'announcement.update',
            merchantId: write.merchantId,
            target: `announcement:${id}`,
            before: stateOf(before),
            after: stateOf(write),
          }),
        );
        return true;
      });
    },

    async deleteAnnouncement(merchantId: number, id: number, by: AuditActor, at: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const before = await lockedWrite(tx, merchantId, id);
        if (before === undefined) return false;
        // Texts and member reads go with it (ON DELETE CASCADE).
        await tx.deleteFrom('announcement').where('id', '=', id).execute();
        await appendAudit(
          tx,
          auditEntry(by, at, {
            action: 'announcement.delete',
            merchantId,
            target: `announcement:${id}`,
            before: stateOf(before),
            after: null,
          }),
        );
        return true;
      });
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
