/**
 * The console's content list (GET /ops/announcements and /:id): an operator sees what they wrote,
 * with both languages and whether it shows now, never another merchant's items, and a malformed
 * query is refused in the operator's language, not a server error. SQLite and PostgreSQL
 * (TEST_DATABASE_URL).
 */
import { type OpsAnnouncement, type OpsAnnouncementsValue, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../../test/accounts-helpers.ts';
import { addMerchant } from '../../test/merchant-helpers.ts';
import { MESSAGING_ENV, operatorToken, postAnnouncement } from '../../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';

let t: TestContext;
let home: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  const other = await addMerchant(t, 'LISTCO', 'List Co');
  home = await operatorToken(t, 'ops_content_home');
  outsider = await operatorToken(t, 'ops_content_other', other.code);
});
afterAll(async () => {
  await t.close();
});

const list = async (token: string, query: string) =>
  valueOf<OpsAnnouncementsValue>(await call(t, 'GET', `/ops/announcements?${query}`, undefined, { token }));

describe('the console content list', () => {
  it('lists a created banner with both languages, its group, order and window, and finds it by id', async () => {
    const id = await postAnnouncement(t, home, {
      type: 'B',
      title: 'Console banner',
      groupName: 'm_home',
      link: '/promotions',
      endsAt: '2099-01-01T00:00:00.000Z',
    });
    const page = await list(home, 'type=B&groupName=m_home&pageSize=100');
    const item = page.content.find((row) => row.id === id);
    expect(item).toMatchObject({
      type: 'B',
      groupName: 'm_home',
      link: '/promotions',
      state: 'live',
      endsAt: '2099-01-01T00:00:00.000Z',
      texts: {
        EN: { title: 'Console banner', content: '<p>Console banner</p>' },
        UR: { title: 'Console banner (اردو)' },
      },
    });
    expect(page.total).toBeGreaterThanOrEqual(page.content.length);
    expect(page.content.every((row) => row.type === 'B' && row.groupName === 'm_home')).toBe(true);

    const one = valueOf<OpsAnnouncement>(
      await call(t, 'GET', `/ops/announcements/${id}`, undefined, { token: home }),
    );
    expect(one).toEqual(item);
  });

  it('tells live, scheduled and ended items apart and pages them', async () => {
    const scheduled = await postAnnouncement(t, home, {
      type: 'PL',
      title: 'Next year',
      startsAt: '2098-01-01T00:00:00.000Z',
    });
    const ended = await postAnnouncement(t, home, {
      type: 'PL',
      title: 'Last year',
      startsAt: '2001-01-01T00:00:00.000Z',
      endsAt: '2002-01-01T00:00:00.000Z',
    });
    const ids = async (state: string) =>
      (await list(home, `type=PL&state=${state}&pageSize=100`)).content.map((row) => row.id);
    expect(await ids('scheduled')).toContain(scheduled);
    expect(await ids('live')).not.toContain(scheduled);
    expect(await ids('ended')).toEqual([ended]);

    const first = await list(home, 'pageSize=1&pageNo=1');
    const second = await list(home, 'pageSize=1&pageNo=2');
    expect(first.content).toHaveLength(1);
    expect(second.content[0]?.id).not.toBe(first.content[0]?.id);
    expect(first.total).toBe(second.total);
  });

  it("never shows another merchant's items, in the list or by id", async () => {
    const theirs = await postAnnouncement(t, outsider, { type: 'PL', title: 'Only List Co' });
    const mine = await list(home, 'pageSize=100');
    expect(mine.content.map((row) => row.id)).not.toContain(theirs);
    expect(mine.content.some((row) => row.texts.EN?.title === 'Only List Co')).toBe(false);
    expect((await list(outsider, 'pageSize=100')).content.map((row) => row.id)).toEqual([theirs]);

    const byId = await call(t, 'GET', `/ops/announcements/${theirs}`, undefined, {
      token: home,
      headers: { language: 'UR' },
    });
    expect(byId).toMatchObject({
      status: 404,
      code: 'ANNOUNCEMENT_NOT_FOUND',
      message: errorMessage('ANNOUNCEMENT_NOT_FOUND', 'UR'),
    });
  });

  it('refuses a malformed query in the operator language, never with a server error', async () => {
    for (const query of [
      'type=XX',
      'pageSize=0',
      'pageSize=1000',
      'pageNo=-1',
      'state=soon',
      'groupName=a%20b',
    ]) {
      const answer = await call(t, 'GET', `/ops/announcements?${query}`, undefined, {
        token: home,
        headers: { language: 'UR' },
      });
      expect(answer, query).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: errorMessage('VALIDATION_FAILED', 'UR'),
      });
    }
    const badId = await call(t, 'GET', '/ops/announcements/abc', undefined, { token: home });
    expect(badId).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
