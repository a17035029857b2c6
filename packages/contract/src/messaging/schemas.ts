/** Request and answer shapes of the messaging area (announcement reads, inbox, unread counts, chat). */
import { z } from 'zod';
import { CONTENT_TYPES, type ContentType } from '../enums.ts';
import { queryLanguage } from '../query-fields.ts';

const contentType = z.enum(CONTENT_TYPES as [ContentType, ...ContentType[]]);

/** "true"/"false", "1"/"0" or a boolean: query strings carry text, typed clients send booleans. */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((raw) => raw === true || raw === 'true' || raw === '1');

const id = z.coerce.number().int().min(1).max(2_147_483_647);

// ---- MCSFE_markAnnouncementAsRead (spec 4: announcement read)

export const markAnnouncementRequest = z.object({
  announcementId: id,
  /** The platform sends read=true; only marking as read exists. */
  read: z.literal(true).default(true),
});
export const markAnnouncementValue = z.object({ announcementId: z.number().int(), read: z.literal(true) });

// ---- GLS2_lobbyNews: the notices of /m/notice and the home marquee, with read state for members

export const lobbyNewsRequest = z.object({ language: queryLanguage.optional() });
export const lobbyNewsItem = z.object({
  id: z.number().int(),
  type: contentType,
  title: z.string(),
  /** Sanitised HTML; clients sanitise again before showing it. */
  content: z.string(),
  read: z.boolean(),
  startsAt: z.string(),
});
export const lobbyNewsValue = z.object({ list: z.array(lobbyNewsItem), unread: z.number().int() });
export type LobbyNewsItem = z.infer<typeof lobbyNewsItem>;

// ---- CSP_getInbox, CSP_readInbox, CSP_deleteInbox

export const INBOX_MAX_PAGE_SIZE = 50;
export const inboxRequest = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).default(20),
  language: queryLanguage.optional(),
});
export const inboxItem = z.object({
  messageId: z.number().int(),
  title: z.string(),
  /** Sanitised HTML; clients sanitise again before showing it. */
  content: z.string(),
  read: z.boolean(),
  sentAt: z.string(),
});
export const inboxValue = z.object({
  content: z.array(inboxItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export type InboxValue = z.infer<typeof inboxValue>;

export const inboxMessageRequest = z.object({ messageId: id });
export const inboxStateValue = z.object({
  messageId: z.number().int(),
  read: z.boolean(),
  deleted: z.boolean(),
});

// ---- CSP_unreadCount and CBS_unreadCount (spec 3 and 6)

export const unreadCountRequest = z.object({});
export const unreadCountValue = z.object({
  announcementUnreadCount: z.number().int(),
  chatUnreadCount: z.number().int(),
  inboxUnreadCount: z.number().int(),
  totalUnreadCount: z.number().int(),
});
export type UnreadCountValue = z.infer<typeof unreadCountValue>;
export const chatUnreadCountValue = z.object({ chatUnreadCount: z.number().int() });

// ---- CBS_launchChat (spec 7.1) and CBS_modelList

const HEADER_COLOR = /^#?[0-9A-Fa-f]{3,8}$/;
export const launchChatRequest = z.object({
  b2c: flag.optional(),
  language: queryLanguage.optional(),
  /** Where the chat page's back button goes: an in-app path or an http(s) address. */
  backUrl: z.string().max(512).optional(),
  headerColor: z.string().regex(HEADER_COLOR).optional(),
  title: z.string().max(64).optional(),
});
export const launchChatValue = z.object({ chatUrl: z.string() });

/** Live chat availability: the chat page and the lobby's customer-service sheet say it before a member writes. */
export const chatAvailabilityRequest = z.object({});
const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
export const chatAvailabilityValue = z.object({
  /** Agents seen on the agent page or an agent socket in the last minute, on any server instance. */
  agentsOnline: z.number().int().min(0),
  /** Usual time to a first answer while an agent is online. */
  replyMinutes: z.number().int().min(1),
  /** Daily opening hours in the operator's time zone; `to` before `from` runs past midnight. */
  openingHours: z.object({ from: clockTime, to: clockTime, timeZone: z.string() }),
  /** Whether now is within the opening hours. */
  withinHours: z.boolean(),
});
export type ChatAvailabilityValue = z.infer<typeof chatAvailabilityValue>;

export const modelListRequest = z.object({ active: flag.optional(), streaming: flag.optional() });
export const liveModelItem = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarUrl: z.string(),
  streaming: z.boolean(),
});
export const modelListValue = z.array(liveModelItem);
export type LiveModelItem = z.infer<typeof liveModelItem>;
