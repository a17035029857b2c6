/** The operator's announcement writes (create, update, delete), each with its audit entry, atomically. */
import type { Db } from '../../db/database.ts';
import { type AuditWrite, auditRow } from './audit-row.ts';
import type { LocalizedRow } from './inbox.repository.ts';

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

export function createAnnouncementWrites(db: Db) {
  return {
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
