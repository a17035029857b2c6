/** The inbox: operator messages to one member, a member type or everyone; list, read, delete; unread counts (spec 6). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { MESSAGING_ENV, operatorToken, postAnnouncement, sendInbox } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, newPlayer } from '../../test/wallet-helpers.ts';

interface Page {
  content: { messageId: number; title: string; content: string; read: boolean }[];
  total: number;
  totalPages: number;
  pageNum: number;
}
interface Counts {
  announcementUnreadCount: number;
  chatUnreadCount: number;
  inboxUnreadCount: number;
  totalUnreadCount: number;
}

let t: TestContext;
let ops: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  ops = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const inbox = async (p: Player, query: Record<string, string> = {}) =>
  valueOf<Page>(await call(t, 'GET', '/wps/relay/CSP_getInbox', query, { token: p.token }));
const counts = async (p: Player) =>
  valueOf<Counts>(await call(t, 'GET', '/wps/relay/CSP_unreadCount', undefined, { token: p.token }));
const ids = (page: Page) => page.content.map((item) => item.messageId);

describe('inbox', () => {
  it('delivers to one member, to a member type and to everyone, each to the right members', async () => {
    const real = await newPlayer(t);
    const agent = await newPlayer(t, { type: 1 });
    const one = await sendInbox(t, ops, { kind: 'member', memberId: real.id }, 'Just for you');
    const agents = await sendInbox(t, ops, { kind: 'type', memberType: 1 }, 'Agents only');
    const all = await sendInbox(t, ops, { kind: 'all' }, 'Everyone');

    expect(ids(await inbox(real))).toEqual([all, one]);
    expect(ids(await inbox(agent))).toEqual([all, agents]);
    const first = (await inbox(real)).content[1];
    expect(first).toMatchObject({ title: 'Just for you', read: false });
    expect(first?.content).toBe('<p>Just for you</p>');

    // A member who joins later does not receive older broadcasts.
    const later = await newPlayer(t);
    expect(ids(await inbox(later))).not.toContain(all);
    expect(
      await sendInbox(t, ops, { kind: 'member', memberId: 999_999 }, 'Nobody').catch((e: Error) => e.message),
    ).toMatch(/INBOX_RECIPIENT_NOT_FOUND/);
  });

  it('pages the list, newest first', async () => {
    const p = await newPlayer(t);
    const sent: number[] = [];
    for (let i = 0; i < 5; i += 1)
      sent.push(await sendInbox(t, ops, { kind: 'member', memberId: p.id }, `No. ${i}`));
    const page2 = await inbox(p, { pageNo: '2', pageSize: '2' });
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 3, total: 5 });
    expect(ids(page2)).toEqual([sent[2], sent[1]]);
    expect(
      await call(t, 'GET', '/wps/relay/CSP_getInbox', { pageSize: '500' }, { token: p.token }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('reads and deletes per member and counts unread as spec 6 says', async () => {
    const p = await newPlayer(t);
    const other = await newPlayer(t);
    const before = await counts(p);
    const a = await sendInbox(t, ops, { kind: 'member', memberId: p.id }, 'A');
    const b = await sendInbox(t, ops, { kind: 'member', memberId: p.id }, 'B');
    const broadcast = await sendInbox(t, ops, { kind: 'all' }, 'C');
    expect((await counts(p)).inboxUnreadCount).toBe(before.inboxUnreadCount + 3);

    const read = (messageId: number, who = p) =>
      call(t, 'POST', '/wps/relay/CSP_readInbox', { messageId }, { token: who.token });
    const remove = (messageId: number, who = p) =>
      call(t, 'POST', '/wps/relay/CSP_deleteInbox', { messageId }, { token: who.token });

    expect(await read(a)).toMatchObject({ value: { messageId: a, read: true, deleted: false } });
    expect(await read(a)).toMatchObject({ status: 200 });
    expect(await remove(b)).toMatchObject({ value: { messageId: b, deleted: true } });
    expect(await read(broadcast)).toMatchObject({ status: 200 });

    const after = await counts(p);
    expect(after.inboxUnreadCount).toBe(before.inboxUnreadCount);
    expect(after.totalUnreadCount).toBe(
      after.announcementUnreadCount + after.chatUnreadCount + after.inboxUnreadCount,
    );
    const listed = await inbox(p);
    expect(ids(listed)).not.toContain(b);
    expect(listed.content.find((item) => item.messageId === a)?.read).toBe(true);

    // Another member's broadcast state is untouched; their own messages stay theirs.
    expect((await inbox(other)).content.find((item) => item.messageId === broadcast)?.read).toBe(false);
    expect(await read(a, other)).toMatchObject({ status: 404, code: 'INBOX_MESSAGE_NOT_FOUND' });
    expect(await remove(b)).toMatchObject({ status: 404, code: 'INBOX_MESSAGE_NOT_FOUND' });
  });

  it('counts unread notices per member', async () => {
    const p = await newPlayer(t);
    const before = (await counts(p)).announcementUnreadCount;
    const id = await postAnnouncement(t, ops, { type: 'PL', title: 'Counted' });
    expect((await counts(p)).announcementUnreadCount).toBe(before + 1);
    await call(
      t,
      'POST',
      '/wps/relay/MCSFE_markAnnouncementAsRead',
      { announcementId: id },
      { token: p.token },
    );
    expect((await counts(p)).announcementUnreadCount).toBe(before);
  });

  it('refuses trial members the inbox and gives them no inbox or chat counts', async () => {
    const free = valueOf<{ token: string }>(await call(t, 'POST', '/wps/session/login/freeplay', {}));
    const trial = { id: 0, username: 'trial', token: free.token, merchantId: 0 };
    await sendInbox(t, ops, { kind: 'all' }, 'Trial cannot see this');
    expect(await call(t, 'GET', '/wps/relay/CSP_getInbox', {}, { token: trial.token })).toMatchObject({
      status: 403,
      code: 'FREE_REJECT',
    });
    expect(
      await call(t, 'POST', '/wps/relay/CSP_readInbox', { messageId: 1 }, { token: trial.token }),
    ).toMatchObject({
      code: 'FREE_REJECT',
    });
    expect(await counts(trial)).toMatchObject({ inboxUnreadCount: 0, chatUnreadCount: 0 });
  });

  it('refuses guests', async () => {
    expect(await call(t, 'GET', '/wps/relay/CSP_getInbox', {})).toMatchObject({
      status: 401,
      code: 'NOT_LOGGED_IN',
    });
    expect(await call(t, 'GET', '/wps/relay/CSP_unreadCount')).toMatchObject({ status: 401 });
  });
});
