/**
 * Cashback on a clock the test moves, in a merchant zone five hours east of UTC: the operator's
 * rates (product × VIP level, audited, a level's VIP cashback where a pair is not set), members'
 * own rates set by an upline and never above it, the period's valid bets by settlement across the
 * zone's midnight (cancelled and unsettled bets left out), the minimum, one payment under 12 racing
 * claims, the history, the liability, and trial members refused.
 */
import { REBATE_PRODUCTS, type RebateProduct, errorMessage } from '@openlobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, tokenFor, valueOf } from '../../test/accounts-helpers.ts';
import { lastAudit } from '../../test/audit-helpers.ts';
import { OPS_PASSWORD, asOps, operatorWith } from '../../test/members-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, newPlayer } from '../../test/wallet-helpers.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { plainMember } from '../accounts/login.ts';
import { ApiError } from '../../platform/api-error.ts';
import { effectiveRates, setMemberRates } from './member-rates.ts';

let nowMs = Date.parse('2026-03-11T08:00:00.000Z');
let t: TestContext;
let ops: string;
const ZONE = 'Asia/Karachi';

interface Line {
  product: RebateProduct;
  validBet: string;
  rateBps: number;
  amount: string;
}
interface Claimable {
  enabled: boolean;
  minimum: string;
  timeZone: string;
  rates: { product: RebateProduct; rateBps: number }[];
  periods: { period: string; products: Line[]; total: string; claimable: boolean }[];
  total: string;
}
interface History {
  content: { period: string; claimedAt: string; amount: string; products: Line[] }[];
  total: string;
}

/** Moves the clock; the member and the operator log in again (sessions do not outlive days). */
async function at(iso: string, p: Player): Promise<Player> {
  nowMs = Date.parse(iso);
  const login = await call(t, 'POST', '/ops/session', { username: 'ops_rebates', password: OPS_PASSWORD });
  ops = valueOf<{ token: string }>(login).token;
  return { ...p, token: await tokenFor(t, p.username, DEMO_PASSWORD) };
}

const claimableOf = async (p: Player) =>
  valueOf<Claimable>(await call(t, 'GET', '/wps/relay/MCS2_getClaimableRebate', {}, { token: p.token }));
const claim = (p: Player, period: string, language = 'EN') =>
  call(t, 'POST', '/wps/relay/MCS2_claimRebate', { period }, { token: p.token, headers: { language } });
const historyOf = async (p: Player, range: string) =>
  valueOf<History>(await call(t, 'GET', '/wps/relay/MCS2_rebateHistory', { range }, { token: p.token }));

let bets = 0;
/** A bet record of `valid` major units of valid bet, settled (or not) at `settledAt`. */
async function bet(p: Player, gameType: string, valid: number, settledAt: string | null, status = 'settled') {
  bets += 1;
  await t.database.db
    .insertInto('bet_record')
    .values({
      id: `rebate-bet-${bets}-${p.id}`,
      merchant_id: p.merchantId,
      member_id: p.id,
      game_type: gameType,
      vendor_code: 'OLS',
      game_id: 'g-1',
      game_name: 'Game',
      bet_minor: String(valid * 100),
      valid_bet_minor: String(valid * 100),
      status,
      placed_at: settledAt ?? new Date(nowMs).toISOString(),
      settled_at: settledAt,
    })
    .execute();
}

function vipLevel(level: number, cashbackBps: number) {
  return asOps(t, ops, 'PUT', `/ops/vip-levels/${level}`, {
    name: { EN: `Level ${level}`, UR: `لیول ${level}` },
    perks: { EN: '', UR: '' },
    minValidBet: level === 0 ? '0' : '1000000',
    minDeposit: '0',
    periodDays: null,
    upgradeBonus: '0',
    cashbackBps,
  });
}

const RATES = [
  { product: 'SLOTS', vipLevel: 0, rateBps: 100 },
  { product: 'SPORTS', vipLevel: 0, rateBps: 200 },
  { product: 'SLOTS', vipLevel: 1, rateBps: 250 },
];
const saveSettings = (enabled: boolean, minimum = '1', rates = RATES) =>
  asOps(t, ops, 'PUT', '/ops/rebates/settings', { enabled, minimum, rates });

async function setVip(p: { id: number }, level: number) {
  await t.database.db
    .updateTable('member')
    .set({ club_label: String(level) })
    .where('id', '=', p.id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(nowMs) } });
  ops = await operatorWith(t, 'ops_rebates', ['admin']);
  await t.database.db.updateTable('merchant').set({ time_zone: ZONE }).execute();
  expect((await vipLevel(0, 50)).success).toBe(true);
  expect((await vipLevel(1, 80)).success).toBe(true);
});
afterAll(async () => {
  await t.close();
});

describe("the operator's rates", () => {
  it('are closed until opened, audited, and a pair not set is the level VIP cashback', async () => {
    const p = await newPlayer(t);
    expect((await saveSettings(false)).success).toBe(true);
    expect(await claimableOf(p)).toMatchObject({ enabled: false, periods: [] });
    expect(await claim(p, '2026-03-10')).toMatchObject({ success: false, code: 'REBATE_CLOSED' });

    const saved = await saveSettings(true, '1.5');
    expect(saved.success).toBe(true);
    expect(await lastAudit(t, 'rebates.settings')).toMatchObject({
      actor: 'operator:ops_rebates',
      after: { enabled: true, minimum: '1.50', rates: ['SLOTS@0=100', 'SPORTS@0=200', 'SLOTS@1=250'] },
    });
    const settings = valueOf<{
      enabled: boolean;
      minimum: string;
      levels: { level: number }[];
      rates: { product: string; vipLevel: number; rateBps: number; set: boolean }[];
    }>(await asOps(t, ops, 'GET', '/ops/rebates/settings'));
    expect(settings).toMatchObject({ enabled: true, minimum: '1.50' });
    // The demo's levels and the two set here.
    expect(settings.levels.map((l) => l.level).slice(0, 2)).toEqual([0, 1]);
    expect(settings.rates).toHaveLength(REBATE_PRODUCTS.length * settings.levels.length);
    expect(settings.rates).toContainEqual({ product: 'SLOTS', vipLevel: 0, rateBps: 100, set: true });
    expect(settings.rates).toContainEqual({ product: 'FISHING', vipLevel: 0, rateBps: 50, set: false });
    expect(settings.rates).toContainEqual({ product: 'LIVE', vipLevel: 1, rateBps: 80, set: false });

    const rates = Object.fromEntries((await claimableOf(p)).rates.map((r) => [r.product, r.rateBps]));
    expect(rates).toEqual({ SLOTS: 100, FISHING: 50, LIVE: 50, POKER: 50, SPORTS: 200, LOTTERY: 50 });
    await setVip(p, 1);
    const vip1 = Object.fromEntries((await claimableOf(p)).rates.map((r) => [r.product, r.rateBps]));
    expect(vip1).toEqual({ SLOTS: 250, FISHING: 80, LIVE: 80, POKER: 80, SPORTS: 80, LOTTERY: 80 });

    // Above the sane maximum, or a pair twice: refused, nothing stored.
    const tooHigh = await saveSettings(true, '1', [{ product: 'SLOTS', vipLevel: 0, rateBps: 301 }]);
    expect(tooHigh.success).toBe(false);
    const twice = await saveSettings(true, '1', [RATES[0]!, RATES[0]!]);
    expect(twice.success).toBe(false);
    expect((await lastAudit(t, 'rebates.settings'))?.after).toMatchObject({ minimum: '1.50' });
    await saveSettings(true);
  });
});

describe("a member's own rates", () => {
  it('are set by the upline, never above its own rate, all or nothing, and capped when the upline falls', async () => {
    const upline = await newPlayer(t);
    const member = await newPlayer(t);
    await setVip(upline, 1);
    const merchantId = member.merchantId;
    const db = t.database.db;
    expect(await setMemberRates(db, merchantId, upline.id, member.id, { SLOTS: 150 })).toMatchObject({
      SLOTS: 150,
      FISHING: 50,
    });
    const refused = await setMemberRates(db, merchantId, upline.id, member.id, {
      SLOTS: 120,
      LIVE: 90,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'REBATE_ABOVE_UPLINE', data: { field: 'rates.LIVE' } });
    expect(errorMessage('REBATE_ABOVE_UPLINE', 'UR')).not.toBe(errorMessage('REBATE_ABOVE_UPLINE', 'EN'));
    // Nothing of the refused change was stored.
    expect((await effectiveRates(db, merchantId, member.id)).SLOTS).toBe(150);
    // The member sees the own rate in the lobby.
    const seen = (await claimableOf(member)).rates.find((r) => r.product === 'SLOTS');
    expect(seen?.rateBps).toBe(150);
    // The upline falls to VIP 0 (SLOTS 100): the member's 150 reads as 100.
    await setVip(upline, 0);
    expect((await effectiveRates(db, merchantId, member.id)).SLOTS).toBe(100);
  });

  it('never end above the upline over random trees and changes (property)', async () => {
    const db = t.database.db;
    const merchantId = (await newPlayer(t)).merchantId;
    let made = 0;
    const members = async (n: number) => {
      const ids: number[] = [];
      for (let i = 0; i < n; i += 1) {
        made += 1;
        const row = await db
          .insertInto('member')
          .values(plainMember(merchantId, `rebatetree${made}x${Date.now() % 100_000}`, 1))
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      return ids;
    };
    const product = fc.constantFrom(...REBATE_PRODUCTS);
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        node: fc.nat(),
        product,
        rate: fc.integer({ min: 0, max: 300 }),
      }),
      fc.record({ kind: fc.constant('vip' as const), node: fc.nat(), level: fc.integer({ min: 0, max: 1 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 2, maxLength: 6 }),
        fc.array(op, { minLength: 1, maxLength: 12 }),
        async (parents, ops) => {
          const ids = await members(parents.length + 1);
          // Node i+1's upline is one of the nodes before it.
          const uplineOf = (i: number) => ids[(parents[i - 1] ?? 0) % i]!;
          for (const o of ops) {
            const i = (o.node % parents.length) + 1;
            if (o.kind === 'vip') {
              await setVip({ id: ids[i]! }, o.level);
              continue;
            }
            const above = (await effectiveRates(db, merchantId, uplineOf(i)))[o.product];
            const result = await setMemberRates(db, merchantId, uplineOf(i), ids[i]!, {
              [o.product]: o.rate,
            }).then(
              () => 'set',
              (error: unknown) => (error instanceof ApiError ? error.code : 'other'),
            );
            expect(result).toBe(o.rate <= above ? 'set' : 'REBATE_ABOVE_UPLINE');
          }
          for (let i = 1; i < ids.length; i += 1) {
            const own = await db
              .selectFrom('member_rebate_rate')
              .select('set_by')
              .where('member_id', '=', ids[i]!)
              .executeTakeFirst();
            if (own?.set_by === undefined || own.set_by === null) continue;
            const mine = await effectiveRates(db, merchantId, ids[i]!);
            const theirs = await effectiveRates(db, merchantId, own.set_by);
            const stored = await db
              .selectFrom('member_rebate_rate')
              .select(['product'])
              .where('member_id', '=', ids[i]!)
              .execute();
            for (const { product: p } of stored) {
              const key = p as RebateProduct;
              expect(mine[key]).toBeLessThanOrEqual(theirs[key]);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('a period', () => {
  it("counts settled valid bets by settlement across the zone's midnight, then pays once under racing claims", async () => {
    let p = await at('2026-03-11T08:00:00.000Z', await newPlayer(t));
    // 2026-03-10 in Karachi is [03-09T19:00Z, 03-10T19:00Z).
    await bet(p, 'RNG', 1000, '2026-03-10T18:59:00.000Z');
    await bet(p, 'RNG', 500, '2026-03-10T19:01:00.000Z'); // 03-11 there: today, not yet claimable
    await bet(p, 'RNG', 400, '2026-03-09T18:59:00.000Z'); // 03-09 there
    await bet(p, 'FISH', 200, '2026-03-10T10:00:00.000Z');
    await bet(p, 'ESPORTS', 300, '2026-03-10T10:00:00.000Z');
    await bet(p, 'RNG', 700, '2026-03-10T10:00:00.000Z', 'cancelled');
    await bet(p, 'LIVE', 900, null, 'open');

    const seen = await claimableOf(p);
    expect(seen).toMatchObject({ enabled: true, minimum: '1.00', timeZone: ZONE, total: '21.00' });
    expect(seen.periods).toEqual([
      {
        period: '2026-03-10',
        products: [
          { product: 'SLOTS', validBet: '1000.00', rateBps: 100, amount: '10.00' },
          { product: 'FISHING', validBet: '200.00', rateBps: 50, amount: '1.00' },
          { product: 'SPORTS', validBet: '300.00', rateBps: 200, amount: '6.00' },
        ],
        total: '17.00',
        claimable: true,
      },
      {
        period: '2026-03-09',
        products: [{ product: 'SLOTS', validBet: '400.00', rateBps: 100, amount: '4.00' }],
        total: '4.00',
        claimable: true,
      },
    ]);
    expect(await claim(p, '2026-03-11')).toMatchObject({ success: false, code: 'REBATE_NOT_CLAIMABLE' });

    const answers = await Promise.all(Array.from({ length: 12 }, () => claim(p, '2026-03-10')));
    const paid = answers.filter((a) => a.success);
    expect(paid).toHaveLength(1);
    expect(valueOf(paid[0]!)).toEqual({ period: '2026-03-10', amount: '17.00', sumBalance: '17.00' });
    for (const refused of answers.filter((a) => !a.success)) {
      expect(refused).toMatchObject({ code: 'REBATE_NOT_CLAIMABLE' });
    }
    expect((await balanceOf(t, p)).sumBalance).toBe('17.00');
    const transfers = await t.database.db
      .selectFrom('ledger_transfer')
      .select(['id', 'tx_code'])
      .where('id', 'like', `rebate:${p.id}:%`)
      .execute();
    expect(transfers).toEqual([{ id: `rebate:${p.id}:2026-03-10`, tx_code: 'REBATE' }]);
    expect((await claimableOf(p)).periods.map((x) => x.period)).toEqual(['2026-03-09']);

    // Next day: the bet settled after midnight is now 03-11's, claimable; 03-10 stays claimed.
    p = await at('2026-03-12T08:00:00.000Z', p);
    expect((await claimableOf(p)).periods.map((x) => [x.period, x.total])).toEqual([
      ['2026-03-11', '5.00'],
      ['2026-03-09', '4.00'],
    ]);
    expect(valueOf(await claim(p, '2026-03-11'))).toMatchObject({ amount: '5.00', sumBalance: '22.00' });

    const week = await historyOf(p, 'WEEK');
    expect(week.total).toBe('22.00');
    expect(week.content.map((x) => [x.period, x.amount])).toEqual([
      ['2026-03-11', '5.00'],
      ['2026-03-10', '17.00'],
    ]);
    expect(week.content[1]?.products).toHaveLength(3);
    expect((await historyOf(p, 'TODAY')).content.map((x) => x.period)).toEqual(['2026-03-11']);

    // 03-09 is claimable for seven days after it, then expires unclaimed.
    p = await at('2026-03-16T08:00:00.000Z', p);
    expect((await claimableOf(p)).periods.map((x) => x.period)).toEqual(['2026-03-09']);
    p = await at('2026-03-19T08:00:00.000Z', p);
    expect((await claimableOf(p)).periods).toEqual([]);
    expect(await claim(p, '2026-03-09')).toMatchObject({ success: false, code: 'REBATE_NOT_CLAIMABLE' });
    expect((await historyOf(p, 'WEEK')).content).toEqual([]);
    expect((await historyOf(p, 'MONTH')).content).toHaveLength(2);
    await expectReconciled(t);
  });

  it('refuses a period below the minimum, in both languages', async () => {
    await saveSettings(true, '5');
    const p = await at('2026-04-02T08:00:00.000Z', await newPlayer(t));
    await bet(p, 'RNG', 300, '2026-04-01T10:00:00.000Z');
    const seen = await claimableOf(p);
    expect(seen.periods).toMatchObject([{ period: '2026-04-01', total: '3.00', claimable: false }]);
    expect(await claim(p, '2026-04-01')).toMatchObject({
      success: false,
      code: 'REBATE_BELOW_MINIMUM',
      message: 'This cashback is below the minimum that can be claimed',
    });
    expect(await claim(p, '2026-04-01', 'UR')).toMatchObject({
      message: errorMessage('REBATE_BELOW_MINIMUM', 'UR'),
    });
    expect((await balanceOf(t, p)).sumBalance).toBe('0.00');
    await saveSettings(true);
  });

  it("refuses claims while an operator holds the member's payouts, in both languages, and pays after release", async () => {
    const p = await at('2026-04-11T08:00:00.000Z', await newPlayer(t));
    await bet(p, 'RNG', 1000, '2026-04-10T10:00:00.000Z');
    const hold = await asOps(t, ops, 'POST', `/ops/members/${p.id}/agent-payouts/hold`, { reason: 'review' });
    expect(hold.success).toBe(true);
    expect(await claim(p, '2026-04-10')).toMatchObject({
      success: false,
      code: 'PAYOUTS_ON_HOLD',
      message: 'Your payouts are on hold. Please contact customer service.',
    });
    expect(await claim(p, '2026-04-10', 'UR')).toMatchObject({
      message: errorMessage('PAYOUTS_ON_HOLD', 'UR'),
    });
    // Nothing was claimed: the period is still there to claim.
    expect((await claimableOf(p)).periods.map((x) => x.period)).toEqual(['2026-04-10']);
    expect((await balanceOf(t, p)).sumBalance).toBe('0.00');
    await asOps(t, ops, 'POST', `/ops/members/${p.id}/agent-payouts/release`, { reason: 'cleared' });
    expect(valueOf(await claim(p, '2026-04-10'))).toMatchObject({ amount: '10.00', sumBalance: '10.00' });
  });

  it('shows the operator the outstanding liability and what was paid', async () => {
    const p = await at('2026-05-02T08:00:00.000Z', await newPlayer(t));
    const q = await newPlayer(t);
    await bet(p, 'RNG', 1000, '2026-05-01T10:00:00.000Z');
    await bet(q, 'LOTT', 2000, '2026-05-01T10:00:00.000Z');
    const before = valueOf<{ outstanding: string; outstandingMembers: number }>(
      await asOps(t, ops, 'GET', '/ops/rebates/liability'),
    );
    expect(before).toMatchObject({ outstanding: '20.00', outstandingMembers: 2 });
    expect((await claim(p, '2026-05-01')).success).toBe(true);
    const after = valueOf<{ outstanding: string; paid: { day: string; amount: string; claims: number }[] }>(
      await asOps(t, ops, 'GET', '/ops/rebates/liability'),
    );
    expect(after.outstanding).toBe('10.00');
    expect(after.paid[0]).toEqual({ day: '2026-05-01', amount: '10.00', claims: 1 });
  });
});

it('refuses trial members with FREE_REJECT', async () => {
  const trial = await trialPlayer(t);
  expect(await claimableOf(trial).catch(() => 'refused')).toBe('refused');
  expect(await claim(trial, '2026-05-01')).toMatchObject({ success: false, code: 'FREE_REJECT' });
});
