/**
 * The console's content list: a merchant's announcements as the contract's items, each with both
 * languages' texts and whether it shows now, has not started or has ended.
 */
import {
  CONTENT_TYPES,
  type ContentState,
  type ContentType,
  type OpsAnnouncement,
  type OpsAnnouncementText,
  type OpsAnnouncementsRequest,
  type OpsAnnouncementsValue,
  PopupExecution,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { ContentOpsRepository, ContentRow } from './content-ops.repository.ts';

export type ContentOps = ReturnType<typeof createContentOps>;

const asType = (value: string): ContentType | undefined => CONTENT_TYPES.find((type) => type === value);
const asExecution = (value: string | null): PopupExecution | null =>
  Object.values(PopupExecution).find((execution) => execution === value) ?? null;

function stateAt(startsAt: string, endsAt: string | null, now: string): ContentState {
  if (startsAt > now) return 'scheduled';
  return endsAt !== null && endsAt <= now ? 'ended' : 'live';
}

/** Null for a row of a type this version does not know (written by a newer release, say). */
function toItem({ row, texts }: ContentRow, now: string): OpsAnnouncement | null {
  const type = asType(row.type);
  if (type === undefined) return null;
  const text = (language: string): OpsAnnouncementText | null => {
    const found = texts.find((candidate) => candidate.language === language);
    return found === undefined
      ? null
      : { title: found.title, content: found.content, imageUrl: found.imageUrl };
  };
  return {
    id: row.id,
    type,
    groupName: row.group_name,
    imageUrl: row.image_url,
    link: row.link,
    promotionType: row.promotion_type,
    execution: asExecution(row.execution),
    sortOrder: row.sort_order,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    state: stateAt(row.starts_at, row.ends_at, now),
    texts: { EN: text('EN'), UR: text('UR') },
  };
}

export function createContentOps(repository: ContentOpsRepository, now: () => Date) {
  async function merchantIdOf(code: string): Promise<number> {
    const found = await repository.merchantId(code.toUpperCase());
    if (found === undefined) throw new ApiError('UNKNOWN_MERCHANT');
    return found.id;
  }

  return {
    async list(merchantCode: string, request: OpsAnnouncementsRequest): Promise<OpsAnnouncementsValue> {
      const merchantId = await merchantIdOf(merchantCode);
      const at = now().toISOString();
      const filter = { type: request.type, groupName: request.groupName, state: request.state };
      const [total, rows] = await Promise.all([
        repository.count(merchantId, filter, at),
        repository.page(merchantId, filter, at, (request.pageNo - 1) * request.pageSize, request.pageSize),
      ]);
      return {
        total,
        content: rows.flatMap((row) => {
          const item = toItem(row, at);
          return item === null ? [] : [item];
        }),
      };
    },

    async one(merchantCode: string, id: number): Promise<OpsAnnouncement> {
      const row = await repository.one(await merchantIdOf(merchantCode), id);
      const item = row === undefined ? null : toItem(row, now().toISOString());
      if (item === null) throw new ApiError('ANNOUNCEMENT_NOT_FOUND');
      return item;
    },
  };
}
