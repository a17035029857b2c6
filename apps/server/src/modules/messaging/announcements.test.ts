/** Announcements and popups: operator writes, the lobby's list by type, group and platform, per-member reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { MESSAGING_ENV, operatorToken, postAnnouncement } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { newPlayer } from '../../test/wallet-helpers.ts';

interface Item {
  id: number;
  type: string;
  groupName: string;
  title: string;
  content: string;
  read: boolean;
  execution: string | null;
  promotionType: string | null;
  link: string;
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

const list = async (query: Record<string, string>, token?: string, language?: string) =>
  valueOf<Item[]>(
    await call(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements', query, {
      ...(token === undefined ? {} : { token }),
      ...(language === undefined ? {} : { headers: { language } }),
    }),
  );

describe('announcements', () => {
  it('lists what an operator posts by type, banner group and platform, in the caller language', async () => {
    const notice = await postAnnouncement(t, ops, { type: 'PL', title: 'Server upgrade tonight' });
    const banner = await postAnnouncement(t, ops, { type: 'B', title: 'Join now', groupName: 'm_reg' });
    const popup = await postAnnouncement(t, ops, {
      type: 'PU',
      title: 'Cashback weekend',
      execution: 'A',
      promotionType: 'CASHBACK',
      link: '/m/rewardCenter',
    });

    const registration = await list({
      types: 'B',
      groupName: 'm_reg',
      platform: 'M',
      merchantCode: 'OPENLOBBY',
    });
    expect(registration.map((item) => item.id)).toEqual([banner]);

    const home = await list({ types: 'B,PL,PU', platform: 'M' });
    expect(home.map((item) => item.id)).toEqual(expect.arrayContaining([notice, popup, banner]));
    expect(home.find((item) => item.id === popup)).toMatchObject({
      type: 'PU',
      execution: 'A',
      promotionType: 'CASHBACK',
      link: '/m/rewardCenter',
      read: false,
    });

    const urdu = await list({ types: 'PL' }, undefined, 'UR');
    expect(urdu.find((item) => item.id === notice)?.title).toBe('Server upgrade tonight (اردو)');

    expect(
      await call(t, 'GET', '/wps/relay/MCSFE_getListAnnouncements', { types: 'B', platform: 'W' }),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('stores operator HTML sanitised: no script, handler or javascript: link survives', async () => {
    const id = await postAnnouncement(t, ops, {
      type: 'PL',
      title: 'Hostile',
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
    });
    const item = (await list({ types: 'PL' })).find((entry) => entry.id === id);
    expect(item?.content).toBeDefined();
    expect(item?.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(item?.content).toContain('Hi');
  });

  it('marks an announcement read for one member only, idempotently', async () => {
    const id = await postAnnouncement(t, ops, { type: 'PL', title: 'Read me' });
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const mark = (token: string) =>
      call(
        t,
        'POST',
        '/wps/relay/MCSFE_markAnnouncementAsRead',
        { announcementId: id, read: true },
        { token },
      );
    expect(await mark(a.token)).toMatchObject({ status: 200, value: { announcementId: id, read: true } });
    expect(await mark(a.token)).toMatchObject({ status: 200, value: { announcementId: id, read: true } });
    expect((await list({ types: 'PL' }, a.token)).find((item) => item.id === id)?.read).toBe(true);
    expect((await list({ types: 'PL' }, b.token)).find((item) => item.id === id)?.read).toBe(false);
    expect((await list({ types: 'PL' })).find((item) => item.id === id)?.read).toBe(false);

    const news = valueOf<{ list: { id: number; read: boolean }[]; unread: number }>(
      await call(t, 'GET', '/wps/relay/GLS2_lobbyNews', undefined, { token: a.token }),
    );
    expect(news.list.find((item) => item.id === id)?.read).toBe(true);
    expect(news.unread).toBe(news.list.filter((item) => !item.read).length);
  });

  it('offers an announcement only inside its window: the lists, the unread badge and marking read agree', async () => {
    const member = await newPlayer(t);
    const hour = 3_600_000;
    const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
    const badge = async () =>
      valueOf<{ announcementUnreadCount: number }>(
        await call(t, 'GET', '/wps/relay/CSP_unreadCount', undefined, { token: member.token }),
      ).announcementUnreadCount;
    const mark = (id: number) =>
      call(
        t,
        'POST',
        '/wps/relay/MCSFE_markAnnouncementAsRead',
        { announcementId: id },
        { token: member.token },
      );
    const news = async () =>
      valueOf<{ list: { id: number }[] }>(
        await call(t, 'GET', '/wps/relay/GLS2_lobbyNews', undefined, { token: member.token }),
      ).list.map((item) => item.id);
    const before = await badge();

    const scheduled = await postAnnouncement(t, ops, {
      type: 'PL',
      title: 'Tomorrow',
      startsAt: at(24 * hour),
    });
    const ended = await postAnnouncement(t, ops, {
      type: 'PL',
      title: 'Yesterday',
      startsAt: at(-48 * hour),
      endsAt: at(-24 * hour),
    });
    const live = await postAnnouncement(t, ops, {
      type: 'PL',
      title: 'This week',
      startsAt: at(-hour),
      endsAt: at(7 * 24 * hour),
    });

    const listed = (await list({ types: 'PL' }, member.token)).map((item) => item.id);
    expect(listed).toContain(live);
    expect(listed).not.toContain(scheduled);
    expect(listed).not.toContain(ended);
    const lobby = await news();
    expect(lobby).toContain(live);
    expect(lobby).not.toContain(scheduled);
    expect(lobby).not.toContain(ended);
    expect(await badge()).toBe(before + 1);
    for (const id of [scheduled, ended])
      expect(await mark(id)).toMatchObject({ status: 404, code: 'ANNOUNCEMENT_NOT_FOUND' });
    expect(await mark(live)).toMatchObject({ status: 200, value: { announcementId: live, read: true } });
    expect(await badge()).toBe(before);
  });

  it('refuses marking for guests, unknown ids and read=false', async () => {
    const member = await newPlayer(t);
    const path = '/wps/relay/MCSFE_markAnnouncementAsRead';
    expect(await call(t, 'POST', path, { announcementId: 1, read: true })).toMatchObject({
      status: 401,
      code: 'NOT_LOGGED_IN',
    });
    expect(await call(t, 'POST', path, { announcementId: 999_999 }, { token: member.token })).toMatchObject({
      status: 404,
      code: 'ANNOUNCEMENT_NOT_FOUND',
    });
    expect(
      await call(t, 'POST', path, { announcementId: 1, read: false }, { token: member.token }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('lets an operator update and delete a popup; each change is audit-logged', async () => {
    const id = await postAnnouncement(t, ops, { type: 'PU', title: 'Guest offer', execution: 'B' });
    const update = await call(
      t,
      'PUT',
      `/ops/announcements/${id}`,
      { type: 'PU', execution: 'F', texts: { EN: { title: 'First login gift', content: '<b>Gift</b>' } } },
      { token: ops },
    );
    expect(update).toMatchObject({ status: 200, value: { id } });
    const popup = (await list({ types: 'PU' })).find((item) => item.id === id);
    expect(popup).toMatchObject({ execution: 'F', title: 'First login gift' });

    expect(await call(t, 'DELETE', `/ops/announcements/${id}`, undefined, { token: ops })).toMatchObject({
      status: 200,
    });
    expect((await list({ types: 'PU' })).some((item) => item.id === id)).toBe(false);
    expect(await call(t, 'DELETE', `/ops/announcements/${id}`, undefined, { token: ops })).toMatchObject({
      status: 404,
      code: 'ANNOUNCEMENT_NOT_FOUND',
    });
    const actions = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('action', 'like', 'announcement.%')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['announcement.create', 'announcement.update', 'announcement.delete']),
    );
    expect(actions.every((row) => row.actor === 'operator:ops_messaging')).toBe(true);
  });

  it('refuses operator writes from members and guests', async () => {
    const member = await newPlayer(t);
    const body = { type: 'PL', texts: { EN: { title: 'x', content: 'y' } } };
    for (const token of [member.token, undefined]) {
      const options = token === undefined ? {} : { token };
      expect(await call(t, 'POST', '/ops/announcements', body, options)).toMatchObject({
        status: 401,
        code: 'OPERATOR_NOT_LOGGED_IN',
      });
      expect(await call(t, 'DELETE', '/ops/announcements/1', undefined, options)).toMatchObject({
        status: 401,
      });
      expect(
        await call(t, 'POST', '/ops/inbox', { audience: { kind: 'all' }, texts: body.texts }, options),
      ).toMatchObject({ status: 401 });
    }
  });

  it('lists live models filtered by streaming', async () => {
    const all = valueOf<{ streaming: boolean }[]>(await call(t, 'GET', '/wps/relay/CBS_modelList', {}));
    const streaming = valueOf<{ streaming: boolean }[]>(
      await call(t, 'GET', '/wps/relay/CBS_modelList', { active: 'true', streaming: 'true' }),
    );
    expect(all.length).toBeGreaterThan(0);
    expect(streaming.every((model) => model.streaming)).toBe(true);
    expect(valueOf<unknown[]>(await call(t, 'GET', '/wps/relay/CBS_modelList', { active: 'false' }))).toEqual(
      [],
    );
  });
});
