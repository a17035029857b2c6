/**
 * What the console knows of one open conversation, built from the chat socket's frames
 * (packages/contract/src/messaging/chat-frames.ts): the stored messages in id order, the agent's
 * answers not yet stored (shown at once, sent again after a reconnect; the server stores a client id
 * once), and how far each side has seen. Pure, so it is tested without a socket.
 */
import type { ChatServerFrame, OpsChatSummary } from '@openlobby/contract';

export interface ChatLine {
  readonly id: number;
  readonly clientId: string;
  readonly sender: 'member' | 'agent';
  readonly author: string;
  /** Plain text, shown as text. */
  readonly body: string;
  readonly at: string;
}

export interface PendingLine {
  readonly clientId: string;
  readonly body: string;
  /** The stored id once the server acknowledged it; the line itself arrives as a `msg` frame. */
  readonly id: number | null;
}

export interface ChatState {
  readonly lines: readonly ChatLine[];
  readonly pending: readonly PendingLine[];
  /** The highest message id received: a reconnect's hello asks only for what came after it. */
  readonly lastId: number;
  readonly memberSeen: number;
  readonly agentSeen: number;
}

export type ChatEvent =
  | { readonly type: 'frame'; readonly frame: ChatServerFrame }
  | { readonly type: 'queued'; readonly clientId: string; readonly body: string };

export const EMPTY_CHAT: ChatState = { lines: [], pending: [], lastId: 0, memberSeen: 0, agentSeen: 0 };

export function chatReducer(state: ChatState, event: ChatEvent): ChatState {
  if (event.type === 'queued')
    return {
      ...state,
      pending: [...state.pending, { clientId: event.clientId, body: event.body, id: null }],
    };
  const { frame } = event;
  switch (frame.t) {
    case 'msg': {
      const pending = state.pending.filter((p) => p.clientId !== frame.clientId);
      if (state.lines.some((line) => line.id === frame.id)) return { ...state, pending };
      const line: ChatLine = {
        id: frame.id,
        clientId: frame.clientId,
        sender: frame.sender,
        author: frame.author,
        body: frame.body,
        at: frame.at,
      };
      const lines = [...state.lines, line].sort((a, b) => a.id - b.id);
      return { ...state, lines, pending, lastId: Math.max(state.lastId, frame.id) };
    }
    case 'ack':
      return {
        ...state,
        pending: state.pending.map((p) => (p.clientId === frame.clientId ? { ...p, id: frame.id } : p)),
      };
    case 'seen':
      return { ...state, memberSeen: frame.member, agentSeen: frame.agent };
    default:
      return state;
  }
}

export type Delivery = 'sending' | 'sent' | 'seen';

/** An agent's line: sent once stored, seen once the member's page has shown it. */
export function deliveryOf(id: number | null, state: Pick<ChatState, 'memberSeen'>): Delivery {
  if (id === null) return 'sending';
  return state.memberSeen >= id ? 'seen' : 'sent';
}

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 first): doubling from one second up to
 * thirty, each spread over its upper half so many consoles do not come back at the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 16));
  return Math.round(full / 2 + (full / 2) * random());
}

/** Conversations with member messages waiting first, then the most recent. */
export function orderConversations(list: readonly OpsChatSummary[]): OpsChatSummary[] {
  return [...list].sort(
    (a, b) =>
      Number(b.waiting > 0) - Number(a.waiting > 0) ||
      Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt) ||
      b.conversationId - a.conversationId,
  );
}
