/**
 * Live chat through the real HTTP server and real sockets: launch, the page, member and agent
 * talking, a reconnect in the middle (nothing lost, nothing twice), delivery state, unread counts.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { ChatClient, chatTokenOf } from '../../test/chat-client.ts';
import { MESSAGING_ENV, operatorToken } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
let base: string;
let ops: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ops = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

async function launch(p: Player, query: Record<string, string> = {}) {
  return valueOf<{ chatUrl: string }>(
    await call(
      t,
      'GET',
      '/wps/relay/CBS_launchChat',
      { b2c: 'true', language: 'UR', ...query },
      { token: p.token },
    ),
  ).chatUrl;
}

async function memberSocket(token: string, after = 0) {
  const client = await ChatClient.open(base);
  client.send({ t: 'hello', token, after });
  const ready = await client.next('ready');
  return { client, conversationId: ready.conversationId };
}

async function agentSocket(conversationId: number, after = 0) {
  const client = await ChatClient.open(base);
  client.send({ t: 'agent-hello', operatorToken: ops, conversationId, after });
  await client.next('ready');
  return client;
}

const chatUnread = async (p: Player) =>
  valueOf<{ chatUnreadCount: number }>(
    await call(t, 'GET', '/wps/relay/CBS_unreadCount', undefined, { token: p.token }),
  ).chatUnreadCount;

describe('live chat', () => {
  it('launches to our chat page with a chat token in the fragment, never the session token', async () => {
    const p = await newPlayer(t);
    const chatUrl = await launch(p, {
      backUrl: 'javascript:alert(1)',
      headerColor: '#123456',
      title: 'Help',
    });
    expect(chatUrl).toMatch(/^\/chat\?/);
    expect(chatUrl).not.toContain(p.token);
    const url = new URL(chatUrl, base);
    expect(url.searchParams.get('backUrl')).toBe('/m/message');
    expect(url.searchParams.get('lang')).toBe('UR');

    const page = await fetch(new URL(chatUrl.split('#')[0] ?? '', base));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('dir="rtl"');
    expect(html).not.toMatch(/<script>(?!<)|<script(?![^>]*src=)|style="/);
    expect((await fetch(`${base}/chat/app.js`)).status).toBe(200);
  });

  it('refuses trial members, guests, and everyone when CBS3 is off', async () => {
    const free = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
    expect(await call(t, 'GET', '/wps/relay/CBS_launchChat', {}, { token: free.token })).toMatchObject({
      status: 403,
      code: 'FREE_REJECT',
    });
    expect(await call(t, 'GET', '/wps/relay/CBS_launchChat', {})).toMatchObject({ status: 401 });
    const p = await newPlayer(t);
    await t.app.system.setWhitelabelFlag('OPENLOBBY', 'CBS3', false, 'test');
    try {
      expect(await call(t, 'GET', '/wps/relay/CBS_launchChat', {}, { token: p.token })).toMatchObject({
        status: 403,
        code: 'MODULE_DISABLED',
      });
      expect(
        valueOf<{ chatUnreadCount: number }>(
          await call(t, 'GET', '/wps/relay/CSP_unreadCount', undefined, { token: p.token }),
        ).chatUnreadCount,
      ).toBe(0);
    } finally {
      await t.app.system.setWhitelabelFlag('OPENLOBBY', 'CBS3', true, 'test');
    }
  });

  it('carries messages both ways and survives a reconnect without losing or repeating any', async () => {
    const p = await newPlayer(t);
    const token = chatTokenOf(await launch(p));
    const first = await memberSocket(token);
    const agent = await agentSocket(first.conversationId);

    first.client.send({ t: 'send', clientId: 'm1', body: 'Hello, my deposit is late' });
    const ack = await first.client.next('ack', (f) => f.clientId === 'm1');
    await agent.next('msg', (f) => f.id === ack.id);

    agent.send({ t: 'send', clientId: 'a1', body: 'Checking it now' });
    const a1 = await first.client.next('msg', (f) => f.clientId === 'a1');
    expect(a1).toMatchObject({ sender: 'agent', author: '', body: 'Checking it now' });
    expect(await chatUnread(p)).toBe(1);
    expect(
      valueOf<{ chatUnreadCount: number; totalUnreadCount: number }>(
        await call(t, 'GET', '/wps/relay/CSP_unreadCount', undefined, { token: p.token }),
      ).chatUnreadCount,
    ).toBe(1);
    first.client.send({ t: 'seen', upTo: a1.id });
    await agent.next('seen', (f) => f.member >= a1.id);
    expect(await chatUnread(p)).toBe(0);

    // The member's connection drops; the agent keeps writing.
    const lastSeen = a1.id;
    await first.client.close();
    agent.send({ t: 'send', clientId: 'a2', body: 'Found it' });
    agent.send({ t: 'send', clientId: 'a3', body: 'It is credited' });
    await agent.next('ack', (f) => f.clientId === 'a3');
    expect(await chatUnread(p)).toBe(2);

    // Back again: exactly the two missed messages, in order; a resend of m1 (its ack was lost) is stored once.
    const second = await memberSocket(token, lastSeen);
    second.client.send({ t: 'send', clientId: 'm1', body: 'Hello, my deposit is late' });
    expect((await second.client.next('ack', (f) => f.clientId === 'm1')).id).toBe(ack.id);
    second.client.send({ t: 'send', clientId: 'm2', body: 'Thank you!' });
    const m2 = await second.client.next('msg', (f) => f.clientId === 'm2');
    expect(second.client.messages().map((f) => f.clientId)).toEqual(['a2', 'a3', 'm2']);
    await agent.next('msg', (f) => f.id === m2.id);

    const stored = await t.database.db
      .selectFrom('chat_message')
      .select(['client_id'])
      .where('conversation_id', '=', first.conversationId)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.client_id)).toEqual(['m1', 'a1', 'a2', 'a3', 'm2']);
    expect(agent.messages().map((f) => f.clientId)).toEqual(['m1', 'a1', 'a2', 'a3', 'm2']);
    await second.client.close();
    await agent.close();
  });

  it('closes sockets with a bad token and survives garbage frames', async () => {
    const stranger = await ChatClient.open(base);
    stranger.send({ t: 'hello', token: 'x'.repeat(43), after: 0 });
    expect(await stranger.next('error')).toMatchObject({ code: 'CHAT_TOKEN_INVALID', fatal: true });
    await stranger.closed();

    const member = await newPlayer(t);
    const agentAsMember = await ChatClient.open(base);
    agentAsMember.send({ t: 'agent-hello', operatorToken: member.token, conversationId: 1, after: 0 });
    expect(await agentAsMember.next('error')).toMatchObject({ code: 'OPERATOR_NOT_LOGGED_IN', fatal: true });

    const { client } = await memberSocket(chatTokenOf(await launch(member)));
    for (const junk of [
      'not json',
      '{"t":"send","clientId":"../x","body":"hi"}',
      '{"t":"send","body":""}',
      '[]',
    ]) {
      client.send(junk);
    }
    client.send({ t: 'send', clientId: 'ok1', body: 'still here' });
    await client.next('ack', (f) => f.clientId === 'ok1');
    expect(client.frames.filter((f) => f.t === 'error')).toHaveLength(4);

    // A flood: the socket stays open, the excess is refused, nothing is stored twice.
    for (let i = 0; i < 25; i += 1) client.send({ t: 'send', clientId: `flood${i}`, body: 'spam' });
    await client.next('error', (f) => f.code === 'RATE_LIMITED');
    expect(client.frames.filter((f) => f.t === 'ack').length).toBeLessThanOrEqual(20);
    await client.close();
  });

  it('lists conversations for operators only, waiting ones first', async () => {
    const p = await newPlayer(t);
    const { client, conversationId } = await memberSocket(chatTokenOf(await launch(p)));
    client.send({ t: 'send', clientId: 'w1', body: 'Anyone there?' });
    await client.next('ack');
    const list = valueOf<{ conversationId: number; waiting: number; username: string }[]>(
      await call(t, 'GET', '/ops/chats', undefined, { token: ops }),
    );
    expect(list[0]).toMatchObject({ conversationId, waiting: 1, username: p.username });
    expect(await call(t, 'GET', '/ops/chats', undefined, { token: p.token })).toMatchObject({
      status: 401,
      code: 'OPERATOR_NOT_LOGGED_IN',
    });
    const agentPage = await fetch(`${base}/ops/chat-agent`);
    expect(agentPage.status).toBe(200);
    expect(await agentPage.text()).not.toContain('Anyone there?');
    await client.close();
  });
});
