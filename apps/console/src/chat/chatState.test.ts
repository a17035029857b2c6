import type { ChatServerFrame } from '@openlobby/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHAT,
  type ChatEvent,
  chatReducer,
  deliveryOf,
  orderConversations,
  reconnectDelay,
} from './chatState.ts';

const frame = (f: ChatServerFrame): ChatEvent => ({ type: 'frame', frame: f });
const msg = (id: number, sender: 'member' | 'agent', body: string, clientId = `c${id}`): ChatEvent =>
  frame({
    t: 'msg',
    id,
    clientId,
    sender,
    author: sender === 'agent' ? 'ops_one' : 'ali',
    body,
    at: '2026-11-26T10:00:00.000Z',
  });
const run = (...events: ChatEvent[]) => events.reduce(chatReducer, EMPTY_CHAT);

describe('one conversation as the agent sees it', () => {
  it('shows each message once, in order, however often a reconnect sends it again', () => {
    const state = run(msg(2, 'member', 'second'), msg(1, 'member', 'first'), msg(2, 'member', 'second'));
    expect(state.lines.map((line) => line.body)).toEqual(['first', 'second']);
    expect(state.lastId).toBe(2);
  });

  it('shows an answer at once, then as stored, sent and finally seen by the member', () => {
    let state = run({ type: 'queued', clientId: 'a1', body: 'Hello, how can we help?' });
    expect(state.pending).toEqual([{ clientId: 'a1', body: 'Hello, how can we help?', id: null }]);
    expect(deliveryOf(state.pending[0]?.id ?? null, state)).toBe('sending');
    state = chatReducer(state, frame({ t: 'ack', clientId: 'a1', id: 7 }));
    expect(state.pending[0]?.id).toBe(7);
    state = chatReducer(state, msg(7, 'agent', 'Hello, how can we help?', 'a1'));
    expect(state.pending).toEqual([]);
    expect(state.lines).toHaveLength(1);
    expect(deliveryOf(7, state)).toBe('sent');
    state = chatReducer(state, frame({ t: 'seen', member: 7, agent: 6 }));
    expect(deliveryOf(7, state)).toBe('seen');
  });
});

describe('reconnecting', () => {
  it('waits longer after each failed attempt, never more than thirty seconds', () => {
    const most = (attempt: number) => reconnectDelay(attempt, () => 1);
    expect([0, 1, 2, 3].map(most)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(most(5)).toBe(30_000);
    expect(most(50)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(500);
  });
});

describe('the conversation list', () => {
  it('puts conversations waiting for an answer first, then the most recent', () => {
    const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const ordered = orderConversations([
      { conversationId: 1, memberId: 1, username: 'old_waiting', lastMessageAt: at(1), waiting: 2 },
      { conversationId: 2, memberId: 2, username: 'recent_answered', lastMessageAt: at(50), waiting: 0 },
      { conversationId: 3, memberId: 3, username: 'new_waiting', lastMessageAt: at(30), waiting: 1 },
      { conversationId: 4, memberId: 4, username: 'old_answered', lastMessageAt: at(2), waiting: 0 },
    ]);
    expect(ordered.map((c) => c.username)).toEqual([
      'new_waiting',
      'old_waiting',
      'recent_answered',
      'old_answered',
    ]);
  });
});
