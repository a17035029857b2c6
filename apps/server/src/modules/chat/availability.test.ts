/**
 * Live chat availability through the real server and real sockets: with nobody online the member is
 * told so, with the opening hours, and an answer given later reaches the inbox as the page promised;
 * an agent on the agent page or a socket makes the merchant "online" until a minute without a sign.
 */
import type { AddressInfo } from 'node:net';
import type { ChatAvailabilityValue, InboxValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { ChatClient, chatTokenOf } from '../../test/chat-client.ts';
import { MESSAGING_ENV, operatorToken } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';
import { AGENT_ONLINE_WINDOW_MS, withinOpeningHours } from './availability.ts';

let t: TestContext;
let base: string;
let ops: string;
/** The app's clock: moved past the online window to let an agent go offline without waiting. */
let clock = Date.parse('2026-03-02T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({
    env: { ...MESSAGING_ENV, CHAT_OPENING_HOURS: '09:00-18:00', CHAT_TIME_ZONE: 'Asia/Karachi' },
    accounts: { now: () => new Date(clock) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ops = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const availability = async () =>
  valueOf<ChatAvailabilityValue>(await call(t, 'GET', '/wps/relay/CBS_chatAvailability'));

/** Lets every agent seen so far drop out of the online window. */
const agentsLeave = () => {
  clock += AGENT_ONLINE_WINDOW_MS + 1_000;
};

async function memberChat(p: Player) {
  const chatUrl = valueOf<{ chatUrl: string }>(
    await call(t, 'GET', '/wps/relay/CBS_launchChat', { language: 'EN' }, { token: p.token }),
  ).chatUrl;
  const client = await ChatClient.open(base);
  client.send({ t: 'hello', token: chatTokenOf(chatUrl), after: 0 });
  const ready = await client.next('ready');
  return { client, conversationId: ready.conversationId, chatUrl };
}

async function agentSocket(conversationId: number) {
  const client = await ChatClient.open(base);
  client.send({ t: 'agent-hello', operatorToken: ops, conversationId, after: 0 });
  await client.next('ready');
  return client;
}

async function say(client: ChatClient, clientId: string, body: string) {
  client.send({ t: 'send', clientId, body });
  return (await client.next('ack', (f) => f.clientId === clientId)).id;
}

const inbox = async (p: Player, language: 'EN' | 'UR' = 'EN') =>
  valueOf<InboxValue>(await call(t, 'GET', '/wps/relay/CSP_getInbox', { language }, { token: p.token }));

describe('live chat availability', () => {
  it('says nobody is online, with the configured opening hours, before any agent shows up', async () => {
    agentsLeave();
    expect(await availability()).toEqual({
      agentsOnline: 0,
      replyMinutes: 5,
      openingHours: { from: '09:00', to: '18:00', timeZone: 'Asia/Karachi' },
      // 10:00 UTC + a minute or two is 15:0x in Karachi: open.
      withinHours: true,
    });
  });

  it('counts an agent online once its socket says hello or its page polls, until a minute of silence', async () => {
    agentsLeave();
    const p = await newPlayer(t);
    const member = await memberChat(p);
    const agent = await agentSocket(member.conversationId);
    expect((await availability()).agentsOnline).toBe(1);
    await agent.close();
    await member.client.close();

    agentsLeave();
    expect((await availability()).agentsOnline).toBe(0);
    expect((await call(t, 'GET', '/ops/chats', undefined, { token: ops })).status).toBe(200);
    expect((await availability()).agentsOnline).toBe(1);
  });

  it('the chat page carries its merchant and the place to ask, and hides the notice until it knows', async () => {
    const p = await newPlayer(t);
    const { chatUrl, client } = await memberChat(p);
    await client.close();
    expect(new URL(chatUrl, base).searchParams.get('merchant')).toBe('OPENLOBBY');
    const html = await (await fetch(new URL(chatUrl.split('#')[0] ?? '', base))).text();
    expect(html).toContain('data-merchant="OPENLOBBY"');
    expect(html).toContain('data-availability-url="/wps/relay/CBS_chatAvailability"');
    expect(html).toContain('data-no-agent="No agent is online now.');
  });

  it('sends the answer to a message written while nobody was online to the inbox too, in both languages', async () => {
    agentsLeave();
    const p = await newPlayer(t);
    const member = await memberChat(p);
    await say(member.client, 'm1', 'Is anyone there? My deposit is late.');
    await member.client.close();

    const agent = await agentSocket(member.conversationId);
    await say(agent, 'a1', 'Sorry for the wait: your deposit <b>arrived</b>.');
    const en = await inbox(p);
    expect(en.content).toHaveLength(1);
    expect(en.content[0]).toMatchObject({ title: 'Reply from live chat', read: false });
    expect(en.content[0]?.content).toContain('Sorry for the wait: your deposit &lt;b&gt;arrived&lt;/b&gt;.');
    expect((await inbox(p, 'UR')).content[0]?.title).toBe('لائیو چیٹ سے جواب');

    // Still away: a follow-up answer reaches the inbox as well.
    await say(agent, 'a2', 'Anything else?');
    expect((await inbox(p)).content).toHaveLength(2);

    // Back in the chat and seen the answers: later answers stay in the chat.
    const back = await memberChat(p);
    const last = await back.client.next('msg', (f) => f.clientId === 'a2');
    back.client.send({ t: 'seen', upTo: last.id });
    await back.client.next('seen', (f) => f.member >= last.id);
    await say(agent, 'a3', 'Glad to help.');
    await back.client.next('msg', (f) => f.clientId === 'a3');
    expect((await inbox(p)).content).toHaveLength(2);
    await agent.close();
    await back.client.close();
  });

  it('keeps answers in the chat when an agent was online as the member wrote', async () => {
    const p = await newPlayer(t);
    const member = await memberChat(p);
    const agent = await agentSocket(member.conversationId);
    await say(member.client, 'm1', 'Quick question');
    await say(agent, 'a1', 'Yes?');
    await member.client.next('msg', (f) => f.clientId === 'a1');
    expect((await inbox(p)).content).toHaveLength(0);
    await agent.close();
    await member.client.close();
  });
});

describe('opening hours', () => {
  const karachi = { from: '09:00', to: '18:00', timeZone: 'Asia/Karachi' };
  const night = { from: '20:00', to: '04:00', timeZone: 'UTC' };

  it('reads the clock in the operator time zone, the closing minute already closed', () => {
    expect(withinOpeningHours(karachi, new Date('2026-03-02T04:00:00Z'))).toBe(true); // 09:00 PKT
    expect(withinOpeningHours(karachi, new Date('2026-03-02T03:59:00Z'))).toBe(false);
    expect(withinOpeningHours(karachi, new Date('2026-03-02T13:00:00Z'))).toBe(false); // 18:00 PKT
  });

  it('runs a range past midnight', () => {
    expect(withinOpeningHours(night, new Date('2026-03-02T23:30:00Z'))).toBe(true);
    expect(withinOpeningHours(night, new Date('2026-03-02T03:59:00Z'))).toBe(true);
    expect(withinOpeningHours(night, new Date('2026-03-02T12:00:00Z'))).toBe(false);
  });
});
