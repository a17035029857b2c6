/**
 * What another site or a logged-out token can do with live chat: open a socket from a foreign page,
 * reuse a chat token after logout, or send the member off-site through the chat page's back link.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { ChatClient, chatTokenOf } from '../../test/chat-client.ts';
import { MESSAGING_ENV } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';

const PUBLIC_URL = 'https://lobby.example';
let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ...MESSAGING_ENV, PUBLIC_URL } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

async function launch(p: Player, backUrl?: string) {
  const query = { b2c: 'true', ...(backUrl === undefined ? {} : { backUrl }) };
  return valueOf<{ chatUrl: string }>(
    await call(t, 'GET', '/wps/relay/CBS_launchChat', query, { token: p.token }),
  ).chatUrl;
}

async function hello(token: string, origin?: string) {
  const client = await ChatClient.open(base, origin);
  client.send({ t: 'hello', token, after: 0 });
  const answer = await Promise.race([client.next('ready'), client.next('error')]);
  await client.close();
  return answer;
}

describe('chat socket origin', () => {
  it('refuses the upgrade from another site, and accepts our public origin and our own host', async () => {
    const token = chatTokenOf(await launch(await newPlayer(t)));
    expect(await ChatClient.refusal(base, 'https://evil.example')).toBe(403);
    expect(await ChatClient.refusal(base, 'null')).toBe(403);
    // The same host name on another port is another origin.
    expect(await ChatClient.refusal(base, 'https://lobby.example:8443')).toBe(403);
    expect(await hello(token, PUBLIC_URL)).toMatchObject({ t: 'ready' });
    expect(await hello(token, base)).toMatchObject({ t: 'ready' });
  });
});

describe('chat token and logout', () => {
  it('stops working once the member logs out, and the open chat closes', async () => {
    const p = await newPlayer(t);
    const token = chatTokenOf(await launch(p));
    expect(await hello(token)).toMatchObject({ t: 'ready' });
    const open = await ChatClient.open(base);
    open.send({ t: 'hello', token, after: 0 });
    await open.next('ready');
    expect(valueOf(await call(t, 'DELETE', '/wps/session/logout', undefined, { token: p.token }))).toEqual({
      loggedOut: true,
    });
    expect(await open.next('error')).toMatchObject({ code: 'CHAT_TOKEN_INVALID', fatal: true });
    expect(await open.closed()).toBe(4400);
    expect(await hello(token)).toMatchObject({ t: 'error', code: 'CHAT_TOKEN_INVALID', fatal: true });
  });
});

describe('chat page back link', () => {
  const backLinkOf = async (backUrl: string) => {
    const page = await fetch(`${base}/chat?backUrl=${encodeURIComponent(backUrl)}`);
    const match = /<a class="back" href="([^"]*)"/.exec(await page.text());
    return match?.[1]?.replace(/&amp;/g, '&');
  };

  it('keeps a path on our site, query and all', async () => {
    expect(await backLinkOf('/m/message?tab=2')).toBe('/m/message?tab=2');
    expect(new URL(await launch(await newPlayer(t), '/m/home'), base).searchParams.get('backUrl')).toBe(
      '/m/home',
    );
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
  ])('sends %j back to the message centre instead', async (backUrl) => {
    expect(await backLinkOf(backUrl)).toBe('/m/message');
    const launched = new URL(await launch(await newPlayer(t), backUrl), base);
    expect(launched.searchParams.get('backUrl')).toBe('/m/message');
  });
});
