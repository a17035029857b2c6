/**
 * Live chat rules: launching (CBS_launchChat hands out a short-lived chat token and the chat page's
 * address; never the session token), who may open a socket, storing messages once, and the agent's
 * list of conversations. The socket plumbing is in socket-hub.ts.
 */
import { CHAT_PAGE_PATH, CHAT_TOKEN_MINUTES, type Language, MemberType } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { MerchantAccess } from '../../platform/request-context.ts';
import type { Session } from '../../platform/session.ts';
import { randomToken, sha256 } from '../accounts/secrets.ts';
import type { ChatAvailability } from './availability.ts';
import type { ChatRepository, ChatSide } from './repository.ts';

export interface LaunchOptions {
  readonly language: Language;
  readonly backUrl?: string | undefined;
  readonly headerColor?: string | undefined;
  readonly title?: string | undefined;
}

/** Who a socket speaks for, once its hello is accepted. */
export interface ChatParticipant {
  readonly conversationId: number;
  readonly merchantId: number;
  readonly side: ChatSide;
  readonly author: string;
  /** The member a member-side socket speaks for (null for an agent): their logout closes it. */
  readonly memberId: number | null;
}

/** The operator behind an agent socket: its login name and the one merchant whose chats it answers. */
export interface ChatAgent {
  readonly name: string;
  readonly merchantId: number;
}

const DEFAULT_BACK = '/m/message';
const AGENT_LIST_LIMIT = 100;

/** Only resolves relative links; never a host anyone can reach. */
const PROBE_ORIGIN = 'http://back-link.invalid';

/**
 * A path on our own site; anything that leaves it (another host, //host, /\\host, javascript:, a
 * tab or newline a browser drops) falls back. The browser's own URL parser decides, so the check
 * and the browser cannot disagree about where the link goes.
 */
export function safeBackUrl(raw: string | undefined): string {
  if (raw === undefined || !raw.startsWith('/')) return DEFAULT_BACK;
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return DEFAULT_BACK;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_BACK;
  }
}

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(
  repository: ChatRepository,
  now: () => Date,
  availability: ChatAvailability,
) {
  const nowIso = () => now().toISOString();

  return {
    async launch(merchant: MerchantAccess, session: Session, options: LaunchOptions) {
      // Spec 6: trial members are refused live chat.
      if (session.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
      const conversation = await repository.openConversation(merchant.id, session.memberId, nowIso());
      const token = randomToken();
      await repository.saveToken({
        tokenHash: sha256(token),
        merchantId: merchant.id,
        memberId: session.memberId,
        conversationId: conversation.id,
        now: nowIso(),
        expiresAt: new Date(now().getTime() + CHAT_TOKEN_MINUTES * 60_000).toISOString(),
      });
      // The merchant code lets the page ask its own merchant whether an agent is online.
      const query = new URLSearchParams({
        lang: options.language,
        backUrl: safeBackUrl(options.backUrl),
        merchant: merchant.code,
      });
      if (options.title !== undefined && options.title.trim() !== '')
        query.set('title', options.title.trim());
      if (options.headerColor !== undefined)
        query.set('headerColor', options.headerColor.replace(/^#?/, '#'));
      // The token rides in the fragment: browsers never send it to a server or in a Referer.
      return { chatUrl: `${CHAT_PAGE_PATH}?${query.toString()}#${token}` };
    },

    /** The member behind a chat token, or CHAT_TOKEN_INVALID. Disabled and trial members are refused. */
    async memberParticipant(token: string): Promise<ChatParticipant> {
      const found = await repository.tokenConversation(sha256(token), nowIso());
      if (found === undefined || found.disabled === 1) throw new ApiError('CHAT_TOKEN_INVALID');
      if (found.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
      return {
        conversationId: found.conversation_id,
        merchantId: found.merchant_id,
        side: 'member',
        author: found.username,
        memberId: found.member_id,
      };
    },

    /** A chat token lives no longer than the sessions of its member. */
    revokeMemberTokens: (memberId: number) => repository.revokeTokens(memberId),

    /** An agent opens only its own merchant's chats; another merchant's answer as if they did not exist. */
    async agentParticipant(agent: ChatAgent, conversationId: number): Promise<ChatParticipant> {
      const conversation = await repository.conversation(conversationId);
      if (conversation === null || conversation.merchantId !== agent.merchantId)
        throw new ApiError('CHAT_NOT_FOUND');
      await availability.agentSeen(agent.merchantId, agent.name);
      return {
        conversationId,
        merchantId: agent.merchantId,
        side: 'agent',
        author: agent.name,
        memberId: null,
      };
    },

    /** Stores a message once; a new one also feeds availability's promise that answers reach the inbox. */
    async send(participant: ChatParticipant, clientId: string, body: string) {
      const stored = await repository.addMessage(
        participant.conversationId,
        participant.side,
        participant.author,
        body.trim(),
        clientId,
        nowIso(),
      );
      if (stored.created && participant.side === 'member')
        await availability.memberWrote(participant.merchantId, stored.message);
      if (participant.side === 'agent') {
        await availability.agentSeen(participant.merchantId, participant.author);
        if (stored.created) await availability.agentAnswered(stored.message);
      }
      return stored;
    },

    async markSeen(participant: ChatParticipant, upTo: number) {
      const seen = await repository.markSeen(participant.conversationId, participant.side, upTo);
      if (participant.side === 'member') await availability.memberSaw(participant.conversationId);
      return seen;
    },

    messagesAfter: (conversationId: number, afterId: number, limit: number) =>
      repository.messagesAfter(conversationId, afterId, limit),

    seenState: (conversationId: number) => repository.conversation(conversationId),

    unreadForMember: (memberId: number) => repository.unreadForMember(memberId),

    async agentConversations(merchantId: number) {
      const rows = await repository.conversations(merchantId, AGENT_LIST_LIMIT);
      return rows.map((row) => ({
        conversationId: row.id,
        memberId: row.memberId,
        username: row.username,
        lastMessageAt: row.lastMessageAt,
        waiting: row.waiting,
      }));
    },
  };
}
