/**
 * A member's page in the console: profile and state, the balance and the ledger lines that add up
 * to it, bets, deposits, withdrawals, rewards, sessions and the addresses they came from, each list
 * paged on the server; a member of another merchant does not exist for the operator. Runs on SQLite
 * and PostgreSQL (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, loginAs, valueOf } from '../../test/accounts-helpers.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { asOps, memberWith, operatorWith } from '../../test/members-helpers.ts';
import { issued } from '../../test/rewards-helpers.ts';
import { addMerchant } from '../../test/merchant-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { PIN, type Player, bindCard, fund, newPlayer } from '../../test/wallet-helpers.ts';

let t: TestContext;
let payments: string;
let admin: string;
let p: Player;

interface Page<T> {
  content: T[];
  total: number;
}

const get = <T>(path: string, query?: Record<string, string>) =>
  asOps(t, payments, 'GET', `/ops/members/${p.id}${path}`, query).then((answer) => valueOf<T>(answer));

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  payments = await operatorWith(t, 'view_payments', ['payments']);
  admin = await operatorWith(t, 'view_admin', ['admin']);
  p = await newPlayer(t);
  await fund(t, p, 50_000n);
  await asOps(t, admin, 'POST', `/ops/members/${p.id}/adjust`, {
    amount: '-20.50',
    reason: 'duplicate bonus',
    requestId: 'view-adjust-01',
  });
  const card = valueOf<{ card: { cardId: string } }>(await bindCard(t, p)).card;
  await call(
    t,
    'POST',
    '/wps/transaction/withdraw',
    { cardId: card.cardId, amount: '100', paymentPassword: PIN },
    { token: p.token },
  );
  await issued(t, admin, { memberId: p.id, amount: '12.00', title: 'Weekend gift' });
  await t.database.db
    .insertInto('deposit')
    .values({
      id: 'view-deposit-1',
      merchant_id: p.merchantId,
      member_id: p.id,
      channel_id: 'bank',
      channel_name: 'Bank transfer',
      kind: 'manual',
      status: 'pending',
      amount_minor: 30_000,
      payer_name: 'Ali Khan',
      reference: 'REF-1',
      remark: null,
      request_id: null,
      created_at: new Date().toISOString(),
      decided_at: null,
      decided_by: null,
    })
    .execute();
  for (const [i, status] of ['settled', 'open', 'settled'].entries())
    await t.database.db
      .insertInto('bet_record')
      .values({
        id: `view-bet-${i}`,
        merchant_id: p.merchantId,
        member_id: p.id,
        game_type: 'RNG',
        vendor_code: 'HOUSE',
        game_id: 'dice',
        game_name: 'House Dice',
        bet_minor: 1_000 * (i + 1),
        win_minor: status === 'settled' ? 500 : 0,
        status,
        bet_transfer_id: null,
        win_transfer_id: null,
        placed_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        settled_at: null,
      })
      .execute();
});
afterAll(async () => {
  await t.close();
});

describe('a member seen from the console', () => {
  it('shows profile, state, bank cards and a balance that is the sum of its ledger lines', async () => {
    const view = await get<{
      profile: { id: number; username: string; payeeName: string; state: string };
      state: { locked: boolean };
      balance: { currency: string; available: string; held: string };
      bankCards: { maskedNumber: string }[];
      pendingApprovals: number;
    }>('');
    expect(view).toMatchObject({
      profile: { id: p.id, username: p.username, payeeName: 'Ali Khan', state: 'active' },
      state: { locked: false },
      balance: { available: '379.50', held: '100.00' },
      pendingApprovals: 0,
    });
    expect(view.bankCards).toHaveLength(1);
    expect(view.bankCards[0]?.maskedNumber).not.toContain('1234567890');

    const ledger =
      await get<Page<{ code: string; amount: string; balanceAfter: string; remark: string | null }>>(
        '/ledger',
      );
    expect(ledger.total).toBe(3);
    expect(ledger.content.map((line) => [line.code, line.amount])).toEqual([
      ['WITHDRAW_HOLD', '-100.00'],
      ['ADJUSTMENT', '-20.50'],
      ['DEPOSIT', '+500.00'],
    ]);
    expect(ledger.content[1]).toMatchObject({ balanceAfter: '479.50', remark: 'duplicate bonus' });
    const second = await get<Page<{ code: string }>>('/ledger', { pageSize: '2', pageNo: '2' });
    expect(second.content.map((line) => line.code)).toEqual(['DEPOSIT']);
  });

  it('lists bets, deposits, withdrawals and rewards newest first, paged', async () => {
    const bets = await get<Page<{ id: string; bet: string; win: string; status: string }>>('/bets', {
      pageSize: '2',
    });
    expect(bets.total).toBe(3);
    expect(bets.content.map((b) => [b.id, b.bet, b.win, b.status])).toEqual([
      ['view-bet-2', '30.00', '5.00', 'settled'],
      ['view-bet-1', '20.00', '0.00', 'open'],
    ]);
    expect(await get<Page<{ depositId: string; amount: string }>>('/deposits')).toMatchObject({
      total: 1,
      content: [{ depositId: 'view-deposit-1', amount: '300.00', status: 'pending' }],
    });
    expect(await get<Page<{ amount: string; status: string }>>('/withdrawals')).toMatchObject({
      total: 1,
      content: [{ amount: '100.00', status: 'pending' }],
    });
    expect(await get<Page<{ amount: string; titleEn: string }>>('/rewards')).toMatchObject({
      total: 1,
      content: [{ amount: '12.00', titleEn: 'Weekend gift', claimedAt: null }],
    });
  });

  it('shows sessions and the addresses the member came from', async () => {
    const sessions = await get<Page<{ ip: string; live: boolean }>>('/sessions');
    expect(sessions).toMatchObject({ total: 1, content: [{ ip: '127.0.0.1', live: true }] });
    const addresses = await get<{ content: { ip: string; logins: number }[] }>('/addresses');
    expect(addresses.content).toEqual([expect.objectContaining({ ip: '127.0.0.1', logins: 1 })]);
    const registered = await memberWith(t, { created_ip: '192.0.2.44' });
    const fresh = valueOf<{ content: { ip: string; registeredFrom: boolean; logins: number }[] }>(
      await asOps(t, payments, 'GET', `/ops/members/${registered.id}/addresses`),
    );
    expect(fresh.content).toEqual([
      expect.objectContaining({ ip: '192.0.2.44', registeredFrom: true, logins: 0 }),
    ]);
  });

  it('shows the devices the member signed in with, as a person reads them, newest first', async () => {
    const android =
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
    for (const userAgent of [android, android, iphone])
      valueOf(await loginAs(t, p.username, DEMO_PASSWORD, { userAgent }));
    const devices = await get<{
      content: { kind: string; browser: string; system: string; userAgent: string; logins: number }[];
    }>('/devices');
    expect(
      devices.content.map(({ kind, browser, system, logins }) => ({ kind, browser, system, logins })),
    ).toEqual([
      { kind: 'mobile', browser: 'Safari 17', system: 'iOS 17.2', logins: 1 },
      { kind: 'mobile', browser: 'Chrome 120', system: 'Android 14', logins: 2 },
      // newPlayer's own log-in, whose user-agent ("vitest") names no browser.
      { kind: 'unknown', browser: '', system: '', logins: 1 },
    ]);
    expect(devices.content[1]?.userAgent).toBe(android);
  });

  it('shows the member’s audit history', async () => {
    const audit = await get<Page<{ action: string; before: unknown; after: unknown }>>('/audit');
    expect(audit.content.map((e) => e.action)).toContain('balance.adjust');
  });

  it('does not show a member of another merchant', async () => {
    const other = await addMerchant(t, 'VIEWCO', 'View Co');
    const stranger = await memberWith(t, { merchant_id: other.id });
    for (const path of ['', '/ledger', '/sessions', '/notes', '/addresses', '/devices'])
      expect(await asOps(t, payments, 'GET', `/ops/members/${stranger.id}${path}`)).toMatchObject({
        status: 404,
        code: 'MEMBER_NOT_FOUND',
      });
    expect(await asOps(t, admin, 'POST', `/ops/members/${stranger.id}/lock`, { reason: 'x' })).toMatchObject({
      status: 404,
    });
    expect(
      await asOps(t, admin, 'POST', `/ops/members/${stranger.id}/adjust`, {
        amount: '+1',
        reason: 'x',
        requestId: 'view-stranger-1',
      }),
    ).toMatchObject({ code: 'USER_NOT_FOUND_OR_DISABLED' });
  });
});
