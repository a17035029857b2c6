/**
 * Every operator action that changes something is in the audit log an admin reads through
 * GET /ops/audit, with what it acted on and the state before and after: announcements, inbox
 * messages and rewards through the API (with the operator and its address), maintenance, whitelabel
 * flags and catalogue imports through the CLI's services (the catalogue is every merchant's, so its
 * imports are in each merchant's log).
 */
import type { OpsAuditEntry } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { addMerchant } from '../../test/merchant-helpers.ts';
import { operatorToken, postAnnouncement, sendInbox } from '../../test/messaging-helpers.ts';
import { issued } from '../../test/rewards-helpers.ts';
import { TEST_MERCHANT, type TestContext, createTestApp } from '../../test/test-app.ts';
import { newPlayer } from '../../test/wallet-helpers.ts';
import { catalogueFile } from '../games/catalogue-file.ts';

const ADMIN_IP = '198.51.100.23';
let t: TestContext;
let admin: string;
let adminId: number;
let merchantId: number;

/** The entries about `target`, newest first, as an admin (this merchant's, else `token`'s) reads them. */
async function entriesOf(target: string, token = admin): Promise<OpsAuditEntry[]> {
  const page = await call(t, 'GET', '/ops/audit', { target }, { token, ip: ADMIN_IP });
  return valueOf<{ content: OpsAuditEntry[] }>(page).content;
}

const byAdmin = { actor: 'operator:audit_actions', address: ADMIN_IP };

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  admin = await operatorToken(t, 'audit_actions');
  adminId = valueOf<{ id: number }>(await call(t, 'GET', '/ops/session/me', undefined, { token: admin })).id;
  merchantId = (
    await t.database.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', TEST_MERCHANT)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('operator actions through the API', () => {
  it('records an announcement as created, as it was and is when updated, and as it was when deleted', async () => {
    const id = await postAnnouncement(t, admin, { type: 'PU', title: 'Guest offer', execution: 'B' });
    const put = await call(
      t,
      'PUT',
      `/ops/announcements/${id}`,
      { type: 'PU', execution: 'F', texts: { EN: { title: 'First login gift', content: '<b>Gift</b>' } } },
      { token: admin, ip: ADMIN_IP },
    );
    expect(put.status).toBe(200);
    await call(t, 'DELETE', `/ops/announcements/${id}`, undefined, { token: admin, ip: ADMIN_IP });

    const [deleted, updated, created] = await entriesOf(`announcement:${id}`);
    const guestOffer = {
      type: 'PU',
      execution: 'B',
      texts: { EN: { title: 'Guest offer' }, UR: { title: 'Guest offer (اردو)' } },
    };
    const firstLogin = {
      type: 'PU',
      execution: 'F',
      texts: { EN: { title: 'First login gift', content: '<b>Gift</b>' } },
    };
    expect(created).toMatchObject({ action: 'announcement.create', before: null, after: guestOffer });
    expect(updated).toMatchObject({
      ...byAdmin,
      operatorId: adminId,
      action: 'announcement.update',
      before: guestOffer,
      after: firstLogin,
    });
    expect((updated?.after as { texts: object }).texts).not.toHaveProperty('UR');
    expect(deleted).toMatchObject({
      ...byAdmin,
      action: 'announcement.delete',
      before: firstLogin,
      after: null,
    });
  });

  it('records an inbox message with its audience and texts', async () => {
    const p = await newPlayer(t);
    const messageId = await sendInbox(t, admin, { kind: 'member', memberId: p.id }, 'Your withdrawal');
    expect(await entriesOf(`inbox:${messageId}`)).toMatchObject([
      {
        actor: 'operator:audit_actions',
        operatorId: adminId,
        action: 'inbox.send',
        before: null,
        after: {
          audience: 'member',
          memberId: p.id,
          memberType: null,
          // Stored, and so recorded, sanitised.
          texts: { EN: { title: 'Your withdrawal', content: '<p>Your withdrawal</p>' } },
        },
      },
    ]);
  });

  it('records an issued reward with its member, amount, title and expiry', async () => {
    const p = await newPlayer(t);
    const rewardId = await issued(t, admin, { memberId: p.id, amount: '12.5', title: 'Loyalty gift' });
    expect(await entriesOf(`reward:${rewardId}`)).toMatchObject([
      {
        actor: 'operator:audit_actions',
        operatorId: adminId,
        action: 'reward.issue',
        before: null,
        after: {
          memberId: p.id,
          username: p.username,
          amount: '12.50',
          title: { EN: 'Loyalty gift', UR: 'Loyalty gift (اردو)' },
          expiresAt: null,
          turnoverNote: 'Wager 1x before withdrawing',
        },
      },
    ]);
  });
});

describe('operator actions through the CLI', () => {
  it('records maintenance switched on and off with the setting before and after', async () => {
    await t.app.system.setMaintenance(TEST_MERCHANT, true, 'cli:night');
    await t.app.system.setMaintenance(TEST_MERCHANT, false, 'cli:night');
    expect(await entriesOf(`merchant:${merchantId}`)).toMatchObject([
      { action: 'maintenance.off', before: { maintenance: true }, after: { maintenance: false } },
      {
        actor: 'cli:night',
        operatorId: null,
        address: null,
        action: 'maintenance.on',
        before: { maintenance: false },
        after: { maintenance: true },
      },
    ]);
  });

  it('records a whitelabel flag switched, and one never set before as null', async () => {
    await t.app.system.setWhitelabelFlag(TEST_MERCHANT, 'CBS3', false, 'cli:night');
    await t.app.system.setWhitelabelFlag(TEST_MERCHANT, 'CBS3', true, 'cli:night');
    expect(await entriesOf('whitelabel:CBS3')).toMatchObject([
      { action: 'whitelabel.set', before: { enabled: false }, after: { enabled: true } },
      { action: 'whitelabel.set', before: { enabled: true }, after: { enabled: false } },
    ]);
    await t.database.db
      .deleteFrom('whitelabel_flag')
      .where('merchant_id', '=', merchantId)
      .where('flag', '=', 'REFERRAL')
      .execute();
    await t.app.system.setWhitelabelFlag(TEST_MERCHANT, 'REFERRAL', true, 'cli:night');
    expect(await entriesOf('whitelabel:REFERRAL')).toMatchObject([
      { before: { enabled: null }, after: { enabled: true } },
    ]);
  });

  it('records a catalogue import with the vendor before and after, in every merchant’s log', async () => {
    const file = (games: number, name: string) =>
      catalogueFile.parse({
        vendor: { code: 'AUD', name, categories: [{ category: 'RNG' }] },
        games: Array.from({ length: games }, (_, i) => ({
          gameCode: `aud-${i}`,
          name: `Audit ${i}`,
          category: 'RNG',
          minBet: '1.00',
        })),
      });
    const { vendorId } = await t.app.games.importCatalogue(file(2, 'Audit Games'), 'cli:night');
    await t.app.games.importCatalogue(file(3, 'Audit Games Two'), 'cli:night');
    const [second, first] = await entriesOf(`vendor:${vendorId}`);
    expect(first).toMatchObject({
      actor: 'cli:night',
      action: 'games.import',
      before: null,
      after: { code: 'AUD', name: 'Audit Games', games: 2, enabledGames: 2 },
    });
    expect(second).toMatchObject({
      before: { name: 'Audit Games', games: 2 },
      after: { name: 'Audit Games Two', games: 3, enabledGames: 3 },
    });
    // Another merchant's admin sees the imports too, and none of this merchant's own entries.
    const other = await addMerchant(t, 'AUDITCO');
    const otherAdmin = await operatorToken(t, 'audit_other', other.code);
    expect(await entriesOf(`vendor:${vendorId}`, otherAdmin)).toHaveLength(2);
    expect(await entriesOf(`merchant:${merchantId}`, otherAdmin)).toEqual([]);
  });
});
