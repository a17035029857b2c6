/**
 * The console's reads of a merchant's announcements: every one (live, scheduled or ended), paged,
 * with every language's texts. Unlike the lobby's reads (system/repository.ts) these are not
 * limited to what shows now.
 */
import type { ContentState } from '@openlobby/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AnnouncementTable } from '../../db/schema.ts';
import { liveAt } from '../system/repository.ts';

export interface ContentFilter {
  readonly type?: string | undefined;
  readonly groupName?: string | undefined;
  readonly state?: ContentState | undefined;
}

export interface ContentTextRow {
  readonly language: string;
  readonly title: string;
  readonly content: string;
  readonly imageUrl: string;
}

export interface ContentRow {
  readonly row: Selectable<AnnouncementTable>;
  readonly texts: ContentTextRow[];
}

export type ContentOpsRepository = ReturnType<typeof createContentOpsRepository>;

export function createContentOpsRepository(db: Db) {
  function matching(merchantId: number, filter: ContentFilter, now: string) {
    let query = db.selectFrom('announcement').where('merchant_id', '=', merchantId);
    if (filter.type !== undefined) query = query.where('type', '=', filter.type);
    if (filter.groupName !== undefined) query = query.where('group_name', '=', filter.groupName);
    if (filter.state === 'scheduled') query = query.where('starts_at', '>', now);
    if (filter.state === 'ended') query = query.where('ends_at', '<=', now);
    // Live means what the lobby shows: the one condition every read of live announcements asks.
    if (filter.state === 'live') query = query.where(liveAt(now));
    return query;
  }

  async function withTexts(rows: Selectable<AnnouncementTable>[]): Promise<ContentRow[]> {
    if (rows.length === 0) return [];
    const texts = await db
      .selectFrom('announcement_text')
      .select(['announcement_id', 'language', 'title', 'content', 'image_url'])
      .where(
        'announcement_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => ({
      row,
      texts: texts
        .filter((text) => text.announcement_id === row.id)
        .map((text) => ({
          language: text.language,
          title: text.title,
          content: text.content,
          imageUrl: text.image_url,
        })),
    }));
  }

  return {
    async count(merchantId: number, filter: ContentFilter, now: string): Promise<number> {
      const row = await matching(merchantId, filter, now)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** In the lobby's order (sort order, then id), so the console lists items as players see them. */
    async page(
      merchantId: number,
      filter: ContentFilter,
      now: string,
      offset: number,
      limit: number,
    ): Promise<ContentRow[]> {
      const rows = await matching(merchantId, filter, now)
        .selectAll()
        .orderBy('type')
        .orderBy('group_name')
        .orderBy('sort_order')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return withTexts(rows);
    },

    async one(merchantId: number, id: number): Promise<ContentRow | undefined> {
      const row = await db
        .selectFrom('announcement')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row === undefined ? undefined : (await withTexts([row]))[0];
    },

    merchantId(code: string) {
      return db.selectFrom('merchant').select('id').where('code', '=', code).executeTakeFirst();
    },
  };
}
