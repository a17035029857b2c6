/**
 * The console's content list: the operator's own merchant's announcements (banners, notices,
 * popups, promotions, agent notices) with every language's texts, paged on the server, and one
 * item by id. Writes are messaging/ops.ts (POST, PUT and DELETE of the same paths).
 */
import { z } from 'zod';
import { CONTENT_TYPES, type ContentType, PopupExecution } from '../enums.ts';

export const OPS_CONTENT_MAX_PAGE_SIZE = 100;

/** When an item shows: live now, not started yet, or ended. */
export const CONTENT_STATES = ['live', 'scheduled', 'ended'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

const contentType = z.enum(CONTENT_TYPES as [ContentType, ...ContentType[]]);

export const opsAnnouncementsRequest = z.object({
  type: contentType.optional(),
  state: z.enum(CONTENT_STATES).optional(),
  /** Banner group (m_home, m_live, m_reg). */
  groupName: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OPS_CONTENT_MAX_PAGE_SIZE).default(50),
});
export type OpsAnnouncementsRequest = z.output<typeof opsAnnouncementsRequest>;

/** One language's text as stored: HTML already sanitised on save; its own picture or empty. */
export const opsAnnouncementText = z.object({
  title: z.string(),
  content: z.string(),
  imageUrl: z.string(),
});
export type OpsAnnouncementText = z.output<typeof opsAnnouncementText>;

export const opsAnnouncement = z.object({
  id: z.number().int(),
  type: contentType,
  groupName: z.string(),
  imageUrl: z.string(),
  link: z.string(),
  promotionType: z.string().nullable(),
  execution: z.enum([PopupExecution.MEMBER, PopupExecution.GUEST, PopupExecution.FIRST_LOGIN]).nullable(),
  sortOrder: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(CONTENT_STATES),
  texts: z.object({ EN: opsAnnouncementText.nullable(), UR: opsAnnouncementText.nullable() }),
});
export type OpsAnnouncement = z.output<typeof opsAnnouncement>;
export const opsAnnouncementsValue = z.object({ content: z.array(opsAnnouncement), total: z.number().int() });
export type OpsAnnouncementsValue = z.output<typeof opsAnnouncementsValue>;
