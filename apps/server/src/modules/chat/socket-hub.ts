/**
 * The chat sockets of this instance. A socket says hello (member chat token or operator token),
 * gets what it missed after its last seen id, then sends and receives. Every change is announced
 * on the bus by conversation id; each socket here then sends, in order, the messages after the last
 * one it sent. One flush at a time per socket, so nothing goes out twice or out of order, and a
 * message stored on another instance reaches this one's sockets the same way.
 */
import {
  CHAT_HELLO_TIMEOUT_MS,
  type ChatServerFrame,
  type ErrorCode,
  chatClientFrame,
} from '@openlobby/contract';
import type { WebSocket } from 'ws';
import { ApiError } from '../../platform/api-error.ts';
import type { ChatBus } from './bus.ts';
import type { ChatAgent, ChatParticipant, ChatService } from './service.ts';

/** Enough for any gap a reconnect leaves; a longer one is sent in further flushes. */
const FLUSH_BATCH = 200;
/** A person types far slower than this; a flood is refused per frame, the socket stays open. */
const SENDS_PER_WINDOW = 20;
const SEND_WINDOW_MS = 10_000;

interface Peer {
  readonly socket: WebSocket;
  readonly participant: ChatParticipant;
  lastSentId: number;
  seenSent: string;
  flushing: Promise<void>;
  /** Start times of this socket's recent sends, for the flood guard. */
  sends: number[];
}

export interface HubLogger {
  warn(details: object, message: string): void;
}

export type ChatHub = ReturnType<typeof createChatHub>;

export function createChatHub(
  service: ChatService,
  bus: ChatBus,
  resolveOperator: (token: string) => Promise<ChatAgent>,
  logger: HubLogger,
) {
  const peers = new Map<number, Set<Peer>>();

  const send = (socket: WebSocket, frame: ChatServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  async function flushNow(peer: Peer): Promise<void> {
    const { conversationId } = peer.participant;
    for (;;) {
      const messages = await service.messagesAfter(conversationId, peer.lastSentId, FLUSH_BATCH);
      for (const m of messages) {
        send(peer.socket, {
          t: 'msg',
          id: m.id,
          clientId: m.clientId,
          sender: m.sender,
          // Operator names are login names: members see agents as "Support", never who they are.
          author: peer.participant.side === 'member' && m.sender === 'agent' ? '' : m.author,
          body: m.body,
          at: m.createdAt,
        });
        peer.lastSentId = m.id;
      }
      if (messages.length < FLUSH_BATCH) break;
    }
    const state = await service.seenState(conversationId);
    const seen = `${state?.memberSeenId ?? 0}:${state?.agentSeenId ?? 0}`;
    if (state !== null && seen !== peer.seenSent) {
      peer.seenSent = seen;
      send(peer.socket, { t: 'seen', member: state.memberSeenId, agent: state.agentSeenId });
    }
  }

  function flush(peer: Peer): Promise<void> {
    peer.flushing = peer.flushing.then(
      () => flushNow(peer),
      () => flushNow(peer),
    );
    return peer.flushing.catch((error: unknown) => {
      logger.warn({ err: error }, 'chat flush failed; the socket catches up on the next change');
    });
  }

  bus.subscribe((conversationId) => {
    for (const peer of peers.get(conversationId) ?? []) void flush(peer);
  });

  function codeOf(error: unknown): ErrorCode {
    return error instanceof ApiError ? error.code : 'INTERNAL';
  }

  async function authenticate(raw: unknown): Promise<{ participant: ChatParticipant; after: number }> {
    const frame = chatClientFrame.safeParse(raw);
    if (!frame.success) throw new ApiError('VALIDATION_FAILED');
    const hello = frame.data;
    if (hello.t === 'hello')
      return { participant: await service.memberParticipant(hello.token), after: hello.after };
    if (hello.t === 'agent-hello') {
      const operator = await resolveOperator(hello.operatorToken);
      return {
        participant: await service.agentParticipant(operator, hello.conversationId),
        after: hello.after,
      };
    }
    throw new ApiError('CHAT_TOKEN_INVALID');
  }

  async function onFrame(peer: Peer, raw: unknown): Promise<void> {
    const parsed = chatClientFrame.safeParse(raw);
    if (!parsed.success) {
      send(peer.socket, { t: 'error', code: 'VALIDATION_FAILED', fatal: false });
      return;
    }
    const frame = parsed.data;
    if (frame.t === 'send') {
      const now = Date.now();
      peer.sends = peer.sends.filter((at) => now - at < SEND_WINDOW_MS);
      if (peer.sends.length >= SENDS_PER_WINDOW) {
        send(peer.socket, { t: 'error', code: 'RATE_LIMITED', fatal: false });
        return;
      }
      peer.sends.push(now);
      const { message, created } = await service.send(peer.participant, frame.clientId, frame.body);
      send(peer.socket, { t: 'ack', clientId: message.clientId, id: message.id });
      if (created) await bus.publish(peer.participant.conversationId);
      else void flush(peer);
    } else if (frame.t === 'seen') {
      await service.markSeen(peer.participant, frame.upTo);
      await bus.publish(peer.participant.conversationId);
    }
  }

  function parse(data: unknown): unknown {
    try {
      return JSON.parse(String(data)) as unknown;
    } catch {
      return null;
    }
  }

  return {
    /** Serves one socket from its first frame to its close. */
    accept(socket: WebSocket): void {
      let peer: Peer | null = null;
      let queue = Promise.resolve();
      const timer = setTimeout(() => socket.close(4401, 'hello expected'), CHAT_HELLO_TIMEOUT_MS);

      const fail = (error: unknown, fatal: boolean) => {
        const code = codeOf(error);
        if (code === 'INTERNAL') logger.warn({ err: error }, 'chat frame failed');
        send(socket, { t: 'error', code, fatal });
        if (fatal) socket.close(4400, code);
      };

      socket.on('message', (data) => {
        // Frames of one socket are handled in order: a send after hello waits for the hello.
        queue = queue.then(async () => {
          const raw = parse(data);
          if (peer !== null) {
            await onFrame(peer, raw).catch((error: unknown) => fail(error, false));
            return;
          }
          try {
            const { participant, after } = await authenticate(raw);
            clearTimeout(timer);
            if (socket.readyState !== socket.OPEN) return;
            peer = {
              socket,
              participant,
              lastSentId: after,
              seenSent: '',
              flushing: Promise.resolve(),
              sends: [],
            };
            const set = peers.get(participant.conversationId) ?? new Set<Peer>();
            set.add(peer);
            peers.set(participant.conversationId, set);
            send(socket, { t: 'ready', conversationId: participant.conversationId, side: participant.side });
            await flush(peer);
          } catch (error) {
            fail(error, true);
          }
        });
      });
      socket.on('close', () => {
        clearTimeout(timer);
        if (peer === null) return;
        const set = peers.get(peer.participant.conversationId);
        set?.delete(peer);
        if (set?.size === 0) peers.delete(peer.participant.conversationId);
      });
    },

    /**
     * Closes this instance's sockets of a member whose sessions ended (logout, password change): the
     * chat token is revoked too, so they cannot come back without logging in again.
     */
    endMember(memberId: number): void {
      for (const set of peers.values()) {
        for (const peer of set) {
          if (peer.participant.memberId !== memberId) continue;
          send(peer.socket, { t: 'error', code: 'CHAT_TOKEN_INVALID', fatal: true });
          peer.socket.close(4400, 'CHAT_TOKEN_INVALID');
        }
      }
    },

    /** Sockets open on this instance (health and tests). */
    size(): number {
      let n = 0;
      for (const set of peers.values()) n += set.size;
      return n;
    },
  };
}
