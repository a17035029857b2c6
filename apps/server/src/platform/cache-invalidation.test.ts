/**
 * Operator changes reach the next lobby read through the one cache's invalidation, well inside the
 * settings cache's time to live: what an operator posts or removes shows at once in this process.
 */
import type { ConsolidatedSettingsValue } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, valueOf } from '../test/accounts-helpers.ts';
import { MESSAGING_ENV, operatorToken, postAnnouncement } from '../test/messaging-helpers.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let t: TestContext;
let ops: string;

beforeAll(async () => {
  t = await createTestApp({ env: MESSAGING_ENV });
  ops = await operatorToken(t, 'ops_cache');
});
afterAll(async () => {
  await t.close();
});

const settings = async () =>
  valueOf<ConsolidatedSettingsValue>(await call(t, 'GET', '/wps/system/settings/consolidated'));

describe('cached lobby settings after an operator change', () => {
  it('show a notice the moment an operator posts it, and drop it the moment it is deleted', async () => {
    // Warm the cache first: the read that follows the change must not be a cold one.
    const before = await settings();
    expect(before.notices.some((notice) => notice.title === 'Cache test notice')).toBe(false);

    const id = await postAnnouncement(t, ops, { type: 'PL', title: 'Cache test notice' });
    expect((await settings()).notices.map((notice) => notice.title)).toContain('Cache test notice');

    valueOf(await call(t, 'DELETE', `/ops/announcements/${id}`, undefined, { token: ops }));
    expect((await settings()).notices.map((notice) => notice.id)).not.toContain(id);
  });

  it('show a home banner the moment an operator posts it', async () => {
    await settings();
    const id = await postAnnouncement(t, ops, { type: 'B', title: 'Cache test banner', groupName: 'm_home' });
    expect((await settings()).banners.map((banner) => banner.id)).toContain(id);
  });

  it('show maintenance the moment an operator switches it on, and normal service when it is off', async () => {
    await settings();
    await t.app.system.setMaintenance('OPENLOBBY', true, 'test');
    try {
      expect((await settings()).status.maintenance).toBe(true);
    } finally {
      await t.app.system.setMaintenance('OPENLOBBY', false, 'test');
    }
    expect((await settings()).status.maintenance).toBe(false);
  });
});
