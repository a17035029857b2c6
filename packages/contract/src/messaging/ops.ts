/**
 * Operator API of the messaging area (/ops/...): announcements and popups, inbox messages and the
 * live-chat agent. Authenticated by operator sessions like the rest of /ops.
 */
import { z } from 'zod';
import { CONTENT_TYPES, type ContentType, MEMBER_TYPES, PopupExecution } from '../enums.ts';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');
const isoTime = z.iso.datetime({ offset: true });
const merchantCode = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,32}$/)
  .optional();

export const OPS_MESSAGING_PATHS = {
  announcements: '/ops/announcements',
  announcement: '/ops/announcements/:id',
  inbox: '/ops/inbox',
  chats: '/ops/chats',
  agentPage: '/ops/chat-agent',
} as const;

/** Title and HTML content per language; English is required, Urdu falls back to it when absent. */
const localizedText = z.object({ title: text(256).min(1), content: text(20_000) });
export const opsTexts = z.object({ EN: localizedText, UR: localizedText.optional() });

export const opsAnnouncementRequest = z.object({
  merchantCode,
  type: z.enum(CONTENT_TYPES as [ContentType, ...ContentType[]]),
  /** Banner group (m_home, m_live, m_reg) or empty. */
  groupName: text(64).default(''),
  imageUrl: text(512).default(''),
  link: text(512).default(''),
  /** Set for items that lead to an activity (spec 6: go-to-activity). */
  promotionType: text(64).nullable().default(null),
  /** Popups only: A members, B guests, F first-time login. */
  execution: z
    .enum([PopupExecution.MEMBER, PopupExecution.GUEST, PopupExecution.FIRST_LOGIN])
    .nullable()
    .default(null),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  startsAt: isoTime.optional(),
  endsAt: isoTime.nullable().default(null),
  texts: opsTexts,
});
export type OpsAnnouncementRequest = z.output<typeof opsAnnouncementRequest>;
export const opsIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const opsAnnouncementValue = z.object({ id: z.number().int() });

/** Who receives an inbox message: one member, every member of a type, or every member. */
export const inboxAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), memberId: z.number().int().min(1) }),
  z.object({
    kind: z.literal('type'),
    memberType: z
      .number()
      .int()
      .refine((type) => (MEMBER_TYPES as readonly number[]).includes(type), 'unknown member type'),
  }),
  z.object({ kind: z.literal('all') }),
]);
export type InboxAudience = z.output<typeof inboxAudience>;
export const opsInboxRequest = z.object({ merchantCode, audience: inboxAudience, texts: opsTexts });
export type OpsInboxRequest = z.output<typeof opsInboxRequest>;
export const opsInboxValue = z.object({ messageId: z.number().int() });
