/**
 * Rules of the messaging area: per-member announcement reads, the notices of /m/notice (lobby news),
 * the inbox, unread counts (spec 6: inbox counts only for types other than 4, chat counts only when
 * CBS3 is on and the type is not 4) and live models. Operator writes live in operator-actions.ts.
 */
import {
  type AnnouncementItem,
  ContentType,
  type InboxValue,
  type Language,
  type LiveModelItem,
  type LobbyNewsItem,
  MemberType,
  type UnreadCountValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { MerchantAccess } from '../../platform/request-context.ts';
import type { Session } from '../../platform/session.ts';
import { pickText } from '../system/localize.ts';
import type { AnnouncementQuery, SystemService } from '../system/service.ts';
import type { MessagingRepository, Recipient } from './repository.ts';
import { sanitizeContent } from './sanitize.ts';

export interface MessagingServiceDeps {
  readonly repository: MessagingRepository;
  readonly system: SystemService;
  /** Unread agent messages of the member's chat; 0 when they never chatted. */
  readonly chatUnread: (memberId: number) => Promise<number>;
  readonly now: () => Date;
}

export interface Member {
  readonly merchant: MerchantAccess;
  readonly session: Session;
}

export type MessagingService = ReturnType<typeof createMessagingService>;

export function createMessagingService(deps: MessagingServiceDeps) {
  const { repository, system } = deps;
  const nowIso = () => deps.now().toISOString();

  async function recipientOf(member: Member): Promise<Recipient> {
    const found = await repository.recipient(member.merchant.id, member.session.memberId, nowIso());
    if (found === null) throw new ApiError('SESSION_ENDED');
    return found;
  }

  /** Spec 6: trial members (type 4) have no inbox and no live chat. */
  function refuseTrial(member: Member): void {
    if (member.session.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
  }

  async function withReadFlags<T extends { id: number; read: boolean }>(
    items: T[],
    session: Session | null,
  ): Promise<T[]> {
    if (session === null || items.length === 0) return items;
    const read = await repository.readAnnouncementIds(
      session.memberId,
      items.map((item) => item.id),
    );
    return items.map((item) => (read.has(item.id) ? { ...item, read: true } : item));
  }

  return {
    refuseTrial,

    /** MCSFE_getListAnnouncements: the system module's list with this member's read flags. */
    async announcements(
      merchant: MerchantAccess,
      session: Session | null,
      query: AnnouncementQuery,
      language: Language,
    ): Promise<AnnouncementItem[]> {
      const all = await system.announcements(merchant, query, language);
      // Marketing (popups, promotions) does not reach a member on a time-out or self-exclusion.
      const marketing = (item: AnnouncementItem) =>
        item.type === ContentType.POPUP || item.type === ContentType.PROMOTION;
      const excluded =
        session !== null &&
        all.some(marketing) &&
        (await repository.recipient(merchant.id, session.memberId, nowIso()))?.excluded === true;
      const items = excluded ? all.filter((item) => !marketing(item)) : all;
      // Stored content was cleaned when written; cleaning again on the way out also covers rows
      // written by the seed or by hand.
      return withReadFlags(
        items.map((item) => ({ ...item, content: sanitizeContent(item.content) })),
        session,
      );
    },

    /** Idempotent: marking twice answers the same and keeps the first read time. */
    async markAnnouncementRead(member: Member, announcementId: number) {
      const found = await repository.liveAnnouncement(member.merchant.id, announcementId, nowIso());
      if (found === undefined) throw new ApiError('ANNOUNCEMENT_NOT_FOUND');
      await repository.markAnnouncementRead(member.session.memberId, announcementId, nowIso());
      return { announcementId, read: true as const };
    },

    /** GLS2_lobbyNews: the notices (type PL) of /m/notice and the marquee, read flags for members. */
    async lobbyNews(
      merchant: MerchantAccess,
      session: Session | null,
      language: Language,
    ): Promise<{ list: LobbyNewsItem[]; unread: number }> {
      const notices = await system.announcements(merchant, { types: [ContentType.PLAYER] }, language);
      const list = await withReadFlags(
        notices.map((item) => ({
          id: item.id,
          type: item.type,
          title: item.title,
          content: sanitizeContent(item.content),
          read: false,
          startsAt: item.startsAt,
        })),
        session,
      );
      return { list, unread: list.filter((item) => !item.read).length };
    },

    async inbox(
      member: Member,
      page: { pageNo: number; pageSize: number },
      language: Language,
    ): Promise<InboxValue> {
      refuseTrial(member);
      const recipient = await recipientOf(member);
      const { rows, total } = await repository.inboxPage(
        recipient,
        (page.pageNo - 1) * page.pageSize,
        page.pageSize,
      );
      return {
        content: rows.map((row) => {
          const text = pickText(row.texts, language);
          return {
            messageId: row.id,
            title: text.title,
            content: sanitizeContent(text.content),
            read: row.read,
            sentAt: row.sentAt,
          };
        }),
        pageNum: page.pageNo,
        totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
        total,
      };
    },

    async readInbox(member: Member, messageId: number) {
      refuseTrial(member);
      const recipient = await recipientOf(member);
      if (!(await repository.inInbox(recipient, messageId))) throw new ApiError('INBOX_MESSAGE_NOT_FOUND');
      await repository.setInboxState(recipient.memberId, messageId, { readAt: nowIso(), deletedAt: null });
      return { messageId, read: true, deleted: false };
    },

    /** Deleting also reads: a deleted message never counts as unread. */
    async deleteInbox(member: Member, messageId: number) {
      refuseTrial(member);
      const recipient = await recipientOf(member);
      if (!(await repository.inInbox(recipient, messageId))) throw new ApiError('INBOX_MESSAGE_NOT_FOUND');
      const at = nowIso();
      await repository.setInboxState(recipient.memberId, messageId, { readAt: at, deletedAt: at });
      return { messageId, read: true, deleted: true };
    },

    /** CSP_unreadCount with the rules of spec 6. */
    async unreadCounts(member: Member): Promise<UnreadCountValue> {
      const recipient = await recipientOf(member);
      const trial = member.session.type === MemberType.TRIAL;
      const [announcementUnreadCount, inboxUnreadCount, chatUnreadCount] = await Promise.all([
        repository.unreadNotices(member.merchant.id, recipient.memberId, nowIso()),
        trial ? 0 : repository.inboxUnread(recipient),
        trial || !member.merchant.flags.CBS3 ? 0 : deps.chatUnread(recipient.memberId),
      ]);
      return {
        announcementUnreadCount,
        chatUnreadCount,
        inboxUnreadCount,
        totalUnreadCount: announcementUnreadCount + chatUnreadCount + inboxUnreadCount,
      };
    },

    /** CBS_modelList. Every stored model is active (retired ones are deleted), so active=false is empty. */
    async liveModels(
      merchant: MerchantAccess,
      filter: { active?: boolean | undefined; streaming?: boolean | undefined },
    ): Promise<LiveModelItem[]> {
      if (filter.active === false) return [];
      const streaming = filter.streaming;
      const rows = await repository.liveModels(merchant.id, streaming);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        avatarUrl: row.avatar_url,
        streaming: row.streaming === 1,
      }));
    },
  };
}
