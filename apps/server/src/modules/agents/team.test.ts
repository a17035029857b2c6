/**
 * The agent centre's team, in a merchant zone five hours east of UTC on a clock the test moves:
 * team totals equal the sum of the members' own figures over random trees, bets, payments and a
 * move to another upline (property); KPI periods cut at the zone's midnight; team betting by game
 * type and profit and loss by day; the downline list's search, level filter and paging; a member
 * outside the agent's team is never found; direct registration places under the agent; a rebate
 * above the agent's own is refused; non-agents and trial accounts are refused.
 */
import { MemberType, REBATE_PRODUCTS } from '@openlobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_ENV,
  ADULT_BIRTH_DATE,
  call,
  tokenFor,
  loginAs,
  valueOf,
} from '../../test/accounts-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../../seed/demo/members.ts';
import { plainMember } from '../accounts/login.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { moveSubtree } from '../referrals/tree.repository.ts';
import { dailyReports } from '../reports/daily.repository.ts';
import { betRecords } from '../wallet/bet-records.repository.ts';
import { FIGURES, rebaseTeamStats, sumRows, teamRows } from './team-stats.repository.ts';

let nowMs = Date.parse('2026-03-11T20:30:00.000Z'); // 01:30 on 12 March in Karachi
let t: TestContext;
let merchantId: number;
let passwordHash: string;
const ZONE = 'Asia/Karachi';

interface Member {
  readonly id: number;
  readonly username: string;
}

let made = 0;
/** A member registered under `referrer` the way registration does it (tree placement, counted). */
async function member(
  prefix: string,
  type: number = MemberType.REAL,
  referrer: Member | null = null,
): Promise<Member> {
  made += 1;
  const username = `${prefix}${made}`.slice(0, 16);
  const id = await createMembersRepository(t.database.db).insert({
    ...plainMember(merchantId, username, type),
    created_at: new Date(nowMs).toISOString(),
    password_hash: passwordHash,
    password_changed_at: new Date(nowMs).toISOString(),
    referrer_id: referrer?.id ?? null,
  });
  return { id, username };
}

let bets = 0;
/** A bet through the betting record's writer (as every game writes it), settled with `win`. */
async function bet(who: Member, gameType: string, stake: number, win: number | null, placedAt: string) {
  bets += 1;
  const id = `team-bet-${bets}`;
  await t.database.db.transaction().execute(async (tx) => {
    await betRecords.open(tx, [
      {
        id,
        merchantId,
        memberId: who.id,
        gameType,
        vendorCode: 'OLS',
        gameId: 'g-1',
        gameName: 'Game',
        betMinor: BigInt(stake * 100),
        betTransferId: `t-${id}`,
        placedAt,
      },
    ]);
    if (win === null) await betRecords.cancel(tx, id, placedAt);
    else await betRecords.settle(tx, id, BigInt(win * 100), null, placedAt);
  });
}

/** A deposit credited or a withdrawal approved at `at` (the cashier's report hook). */
async function payment(who: Member, kind: 'deposit' | 'withdrawal', amount: number, at: string) {
  await t.database.db.transaction().execute(async (tx) => {
    await dailyReports.paymentMoved(tx, {
      merchantId,
      memberId: who.id,
      kind,
      channel: 'test',
      createdAt: at,
      amountMinor: BigInt(amount * 100),
      from: 'pending',
      to: 'approved',
      at,
    });
    if (kind === 'deposit')
      await dailyReports.counted(tx, merchantId, at, { firstDeposits: 1n, memberId: who.id });
  });
}

const get = async <T>(token: string, path: string, query: Record<string, unknown> = {}) =>
  call(t, 'GET', path, query, { token }) as Promise<{ success: boolean; value?: T; code?: string }>;

beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(nowMs) } });
  await t.database.db.updateTable('merchant').set({ time_zone: ZONE }).execute();
  const row = await t.database.db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'OPENLOBBY')
    .executeTakeFirstOrThrow();
  merchantId = row.id;
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

describe('team figures', () => {
  it('team totals equal the sum of the members own figures, before and after a move', async () => {
    const db = t.database.db;
    const DAY = '2026-03-12';
    const at = '2026-03-12T05:00:00.000Z';
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 2, maxLength: 8 }),
        fc.array(
          fc.record({
            who: fc.nat(),
            kind: fc.constantFrom('win', 'lose', 'cancel', 'deposit', 'withdrawal'),
            amount: fc.integer({ min: 1, max: 500 }),
            gameType: fc.constantFrom('RNG', 'LIVE', 'LOTT'),
          }),
          { maxLength: 12 },
        ),
        fc.tuple(fc.nat(), fc.nat()),
        async (parents, events, [moved, target]) => {
          // parents[i] picks the upline of member i among those before it (or none).
          const team: Member[] = [];
          const upline: (number | null)[] = [];
          for (const [i, pick] of parents.entries()) {
            const parent = i === 0 || pick % (i + 1) === i ? null : pick % i;
            upline.push(parent);
            team.push(
              await member('prop', MemberType.AGENT, parent === null ? null : (team[parent] ?? null)),
            );
          }
          for (const event of events) {
            const who = team[event.who % team.length];
            if (who === undefined) continue;
            if (event.kind === 'deposit' || event.kind === 'withdrawal')
              await payment(who, event.kind, event.amount, at);
            else
              await bet(
                who,
                event.gameType,
                event.amount,
                event.kind === 'cancel' ? null : event.kind === 'win' ? event.amount * 2 : 0,
                at,
              );
          }
          const check = async () => {
            for (const agent of team) {
              const below = await db
                .selectFrom('member_tree')
                .select('descendant_id')
                .where('ancestor_id', '=', agent.id)
                .where('depth', '>', 0)
                .execute();
              const ids = below.map((row) => row.descendant_id);
              const own =
                ids.length === 0
                  ? []
                  : await db
                      .selectFrom('member_day_stats')
                      .selectAll()
                      .where('member_id', 'in', ids)
                      .where('day', '=', DAY)
                      .execute();
              const stored = sumRows(await teamRows(db, agent.id, DAY, DAY));
              for (const figure of FIGURES) {
                expect(stored[figure]).toBe(own.reduce((sum, row) => sum + BigInt(row[figure]), 0n));
              }
              // Active: the members below who opened a bet that day.
              const active =
                ids.length === 0
                  ? 0
                  : (
                      await db
                        .selectFrom('report_active_member')
                        .select('member_id')
                        .where('member_id', 'in', ids)
                        .where('day', '=', DAY)
                        .execute()
                    ).length;
              expect(Number(stored.active)).toBe(active);
            }
          };
          await check();
          // Move one member (with its subtree) under another that is not in that subtree.
          const m = team[moved % team.length];
          const candidates = team.filter((_, i) => {
            let up: number | null = i;
            while (up !== null) {
              if (team[up] === m) return false;
              up = upline[up] ?? null;
            }
            return true;
          });
          const to = candidates.length === 0 ? null : (candidates[target % candidates.length] ?? null);
          if (m !== undefined) {
            const old = upline[team.indexOf(m)] ?? null;
            await db.transaction().execute(async (tx) => {
              await rebaseTeamStats(tx, m.id, old === null ? null : (team[old]?.id ?? null), to?.id ?? null);
              await moveSubtree(tx, merchantId, m.id, to?.id ?? null);
            });
            upline[team.indexOf(m)] = to === null ? null : team.indexOf(to);
            await check();
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe('concurrent writers', () => {
  it('bets racing from members of one team all add up on every shared ancestor', async () => {
    const top = await member('racetop', MemberType.AGENT);
    const mids = [
      await member('racemid', MemberType.AGENT, top),
      await member('racemid', MemberType.AGENT, top),
    ];
    const leaves = await Promise.all(
      Array.from({ length: 6 }, (_, i) => member('raceleaf', MemberType.REAL, mids[i % 2] ?? null)),
    );
    const at = '2026-03-12T06:00:00.000Z';
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        bet(leaves[i % leaves.length] ?? top, i % 2 === 0 ? 'RNG' : 'LIVE', i + 1, 1, at),
      ),
    );
    const expected = Array.from({ length: 24 }, (_, i) => BigInt((i + 1) * 100)).reduce((a, b) => a + b, 0n);
    const topSums = sumRows(await teamRows(t.database.db, top.id, '2026-03-12', '2026-03-12'));
    expect(topSums.bet_minor).toBe(expected);
    expect(topSums.win_minor).toBe(2400n);
    expect(topSums.active).toBe(6n);
    const midSums = await Promise.all(
      mids.map(async (m) => sumRows(await teamRows(t.database.db, m.id, '2026-03-12', '2026-03-12'))),
    );
    expect((midSums[0]?.bet_minor ?? 0n) + (midSums[1]?.bet_minor ?? 0n)).toBe(expected);
  });
});

describe('agent centre calls', () => {
  let agent: Member;
  let agentToken: string;
  let direct: Member;
  let deeper: Member;
  let stranger: Member;

  beforeAll(async () => {
    nowMs = Date.parse('2026-03-11T20:30:00.000Z');
    agent = await member('teamagent', MemberType.AGENT);
    direct = await member('kpidirect', MemberType.AGENT, agent);
    deeper = await member('kpideeper', MemberType.REAL, direct);
    const other = await member('otheragent', MemberType.AGENT);
    stranger = await member('kpistranger', MemberType.REAL, other);
    for (let i = 0; i < 3; i += 1) await member(`searchme`, MemberType.REAL, agent);
    agentToken = await tokenFor(t, agent.username, DEMO_PASSWORD);
    // 23:30 on the 11th in Karachi (yesterday) and 00:30 on the 12th (today).
    await bet(direct, 'RNG', 100, 30, '2026-03-11T18:30:00.000Z');
    await bet(deeper, 'LIVE', 40, 100, '2026-03-11T19:30:00.000Z');
    await bet(deeper, 'RNG', 10, 0, '2026-03-11T19:45:00.000Z');
    await payment(deeper, 'deposit', 250, '2026-03-11T19:40:00.000Z');
    await payment(direct, 'withdrawal', 20, '2026-03-11T19:50:00.000Z');
    await bet(stranger, 'RNG', 999, 0, '2026-03-11T19:30:00.000Z');
  });

  interface Kpi {
    startDate: string;
    endDate: string;
    members: number;
    directMembers: number;
    figures: Record<string, string | number>;
  }

  it('counts the team by the merchant zone day: today and yesterday split at its midnight', async () => {
    const today = valueOf<Kpi>(await get(agentToken, '/wps/relay/ODSFE2_TeamKPIA', { period: 'TODAY' }));
    expect(today).toMatchObject({
      startDate: '2026-03-12',
      endDate: '2026-03-12',
      members: 5,
      directMembers: 4,
    });
    expect(today.figures).toMatchObject({
      bet: '50.00',
      win: '100.00',
      profit: '50.00',
      betCount: 2,
      active: 1,
      deposit: '250.00',
      firstDeposits: 1,
      withdraw: '20.00',
      registrations: 5,
    });
    const yesterday = valueOf<Kpi>(
      await get(agentToken, '/wps/relay/ODSFE2_TeamKPIA', { period: 'YESTERDAY' }),
    );
    expect(yesterday.figures).toMatchObject({
      bet: '100.00',
      win: '30.00',
      profit: '-70.00',
      active: 1,
      deposit: '0.00',
    });
    const week = valueOf<Kpi>(await get(agentToken, '/wps/relay/ODSFE2_TeamKPIA', { period: 'WEEK' }));
    expect(week).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-12' });
    expect(week.figures).toMatchObject({ bet: '150.00', active: 2 });
    const month = valueOf<Kpi>(await get(agentToken, '/wps/relay/ODSFE2_TeamKPIA', { period: 'MONTH' }));
    expect(month.startDate).toBe('2026-03-01');

    const series = valueOf<{ days: { date: string; bet: string }[] }>(
      await get(agentToken, '/wps/relay/ODSFE2_TeamKPIB', {
        period: 'CUSTOM',
        startDate: '2026-03-10',
        endDate: '2026-03-12',
      }),
    );
    expect(series.days.map((d) => [d.date, d.bet])).toEqual([
      ['2026-03-10', '0.00'],
      ['2026-03-11', '100.00'],
      ['2026-03-12', '50.00'],
    ]);
    const tooLong = await get(agentToken, '/wps/relay/ODSFE2_TeamKPIA', {
      period: 'CUSTOM',
      startDate: '2025-11-01',
      endDate: '2026-03-12',
    });
    expect(tooLong).toMatchObject({ success: false, code: 'TEAM_RANGE_INVALID' });
  });

  it('shows team betting per game type and profit and loss per day', async () => {
    const betting = valueOf<{
      content: { gameType: string; bet: string; win: string }[];
      total: { bet: string };
    }>(await get(agentToken, '/wps/relay/ODSFE2_TeamBetSummary', { period: 'WEEK' }));
    expect(betting.content).toEqual([
      expect.objectContaining({ gameType: 'RNG', bet: '110.00', win: '30.00', profit: '-80.00' }),
      expect.objectContaining({ gameType: 'LIVE', bet: '40.00', win: '100.00', profit: '60.00' }),
    ]);
    expect(betting.total.bet).toBe('150.00');
    const pnl = valueOf<{
      days: { date: string; deposit: string; profit: string }[];
      total: { profit: string };
    }>(await get(agentToken, '/wps/relay/ODSFE2_TeamPNL', { period: 'WEEK' }));
    expect(pnl.days).toEqual([
      {
        date: '2026-03-12',
        deposit: '250.00',
        withdraw: '20.00',
        bet: '50.00',
        win: '100.00',
        profit: '50.00',
      },
      {
        date: '2026-03-11',
        deposit: '0.00',
        withdraw: '0.00',
        bet: '100.00',
        win: '30.00',
        profit: '-70.00',
      },
    ]);
    expect(pnl.total.profit).toBe('-20.00');
  });

  it('lists subordinates with their own and team figures', async () => {
    const subs = valueOf<{
      content: { username: string; teamSize: number; own: { bet: string }; team: { bet: string } }[];
    }>(await get(agentToken, '/wps/relay/ODSFE2_Subordinate', { period: 'WEEK' }));
    const first = subs.content.find((s) => s.username === direct.username);
    expect(first).toMatchObject({ teamSize: 1, own: { bet: '100.00' }, team: { bet: '50.00' } });
    expect(subs.content).toHaveLength(4);
  });

  it('searches the downline by username prefix, level and page', async () => {
    type Page = {
      content: { username: string; level: number; uplineUsername: string }[];
      total: number;
      totalPages: number;
    };
    const found = valueOf<Page>(await get(agentToken, '/wps/agent/downlines', { username: 'SEARCHME' }));
    expect(found.total).toBe(3);
    expect(found.content.every((row) => row.username.startsWith('searchme') && row.level === 1)).toBe(true);
    const deep = valueOf<Page>(await get(agentToken, '/wps/agent/downlines', { level: 'DEEPER' }));
    expect(deep.content).toEqual([
      expect.objectContaining({ username: deeper.username, level: 2, uplineUsername: direct.username }),
    ]);
    const paged = valueOf<Page>(
      await get(agentToken, '/wps/agent/downlines', { level: 'DIRECT', pageSize: 2, pageNum: 2 }),
    );
    expect(paged).toMatchObject({ total: 4, totalPages: 2 });
    expect(paged.content).toHaveLength(2);
    const none = valueOf<Page>(await get(agentToken, '/wps/agent/downlines', { username: 'kpistranger' }));
    expect(none.total).toBe(0);
  });

  it('never finds a member outside the agent team', async () => {
    for (const [path, query] of [
      ['/wps/agent/downline', { memberId: stranger.id }],
      ['/wps/relay/MCS2_getCustomerRebateSettingByProductType', { memberId: stranger.id }],
      ['/wps/agent/downline', { memberId: 999_999 }],
    ] as const) {
      expect(await get(agentToken, path, query)).toMatchObject({
        success: false,
        code: 'DOWNLINE_NOT_FOUND',
      });
    }
    const set = await call(
      t,
      'POST',
      '/wps/agent/updateDownlineRebates',
      { memberId: stranger.id, rates: [{ product: 'SLOTS', rateBps: 0 }] },
      { token: agentToken },
    );
    expect(set).toMatchObject({ success: false, code: 'DOWNLINE_NOT_FOUND' });
    const one = valueOf<{ username: string; level: number; teamSize: number }>(
      await get(agentToken, '/wps/agent/downline', { memberId: deeper.id }),
    );
    expect(one).toMatchObject({ username: deeper.username, level: 2, teamSize: 0 });
  });

  it('registers a downline directly under the agent', async () => {
    const made = await call(
      t,
      'PUT',
      '/wps/agent/downline',
      { username: 'direct01', password: 'abc12345', kind: 'AGENT', birthDate: ADULT_BIRTH_DATE },
      { token: agentToken },
    );
    expect(valueOf(made)).toMatchObject({
      username: 'direct01',
      level: 1,
      type: MemberType.AGENT,
      uplineUsername: agent.username,
    });
    expect(await tokenFor(t, 'direct01', 'abc12345')).toBeTruthy();
    const again = await call(
      t,
      'PUT',
      '/wps/agent/downline',
      { username: 'Direct01', password: 'abc12345', birthDate: ADULT_BIRTH_DATE },
      { token: agentToken },
    );
    expect(again).toMatchObject({ success: false, code: 'USERNAME_EXISTS' });
    const weak = await call(
      t,
      'PUT',
      '/wps/agent/downline',
      { username: 'direct02', password: 'short', birthDate: ADULT_BIRTH_DATE },
      { token: agentToken },
    );
    expect(weak.success).toBe(false);
    const kpi = valueOf<Kpi>(await get(agentToken, '/wps/relay/ODSFE2_TeamKPIA', { period: 'TODAY' }));
    expect(kpi).toMatchObject({ members: 6, directMembers: 5 });
  });

  it('sets a direct downline rebate up to the agent own rate, never above', async () => {
    const ops = await operatorWith(t, 'ops_team', ['admin']);
    const saved = await asOps(t, ops, 'PUT', '/ops/rebates/settings', {
      enabled: true,
      minimum: '1',
      rates: REBATE_PRODUCTS.map((product) => ({ product, vipLevel: 0, rateBps: 100 })),
    });
    expect(saved.success).toBe(true);
    const quota = valueOf<{ quotas: { product: string; maxRateBps: number }[] }>(
      await get(agentToken, '/wps/relay/MCS2_getAgentQuotaGroupByProduct'),
    );
    expect(quota.quotas).toContainEqual({ product: 'SLOTS', maxRateBps: 100 });
    const ok = await call(
      t,
      'POST',
      '/wps/agent/updateDownlineRebates',
      { memberId: direct.id, rates: [{ product: 'SLOTS', rateBps: 80 }] },
      { token: agentToken },
    );
    expect(valueOf<{ rates: unknown[] }>(ok).rates).toContainEqual({ product: 'SLOTS', rateBps: 80 });
    const above = await call(
      t,
      'POST',
      '/wps/agent/updateDownlineRebates',
      { memberId: direct.id, rates: [{ product: 'SLOTS', rateBps: 150 }] },
      { token: agentToken },
    );
    expect(above).toMatchObject({ success: false, code: 'REBATE_ABOVE_UPLINE' });
    const notMine = await call(
      t,
      'POST',
      '/wps/agent/updateDownlineRebates',
      { memberId: deeper.id, rates: [{ product: 'SLOTS', rateBps: 10 }] },
      { token: agentToken },
    );
    expect(notMine).toMatchObject({ success: false, code: 'DOWNLINE_NOT_DIRECT' });
    const read = valueOf<{ rates: unknown[] }>(
      await get(agentToken, '/wps/relay/MCS2_getCustomerRebateSettingByProductType', { memberId: direct.id }),
    );
    expect(read.rates).toContainEqual({ product: 'SLOTS', rateBps: 80 });
    const global = valueOf<{ levels: { vipLevel: number; rates: unknown[] }[] }>(
      await get(agentToken, '/wps/relay/MCS2_getGlobalRebateSettingsByProductType'),
    );
    expect(global.levels[0]?.rates).toContainEqual({ product: 'LIVE', rateBps: 100 });
  });

  it('registers a downline with its rebate rates at once (MCS2_wpsRegAff), never above its own', async () => {
    const register = (username: string, rateBps: number) =>
      call(
        t,
        'POST',
        '/wps/relay/MCS2_wpsRegAff',
        {
          username,
          password: 'abc12345',
          birthDate: ADULT_BIRTH_DATE,
          rates: [{ product: 'LIVE', rateBps }],
        },
        { token: agentToken },
      );
    // The agent's own rate is 1 % on every product (the operator's rates of the test before).
    const refused = await register('regaff02', 150);
    expect(refused).toMatchObject({ success: false, code: 'REBATE_ABOVE_UPLINE' });
    const made = valueOf<{ memberId: number; level: number }>(await register('regaff01', 60));
    expect(made.level).toBe(1);
    const read = valueOf<{ rates: unknown[] }>(
      await get(agentToken, '/wps/relay/MCS2_getCustomerRebateSettingByProductType', {
        memberId: made.memberId,
      }),
    );
    expect(read.rates).toContainEqual({ product: 'LIVE', rateBps: 60 });
    // The refused one was never registered.
    expect((await loginAs(t, 'regaff02', 'abc12345')).success).toBe(false);
  });

  it('refuses members that are not agents, and trial accounts', async () => {
    const player = await member('plainplayer');
    const playerToken = await tokenFor(t, player.username, DEMO_PASSWORD);
    expect(await get(playerToken, '/wps/relay/ODSFE2_TeamKPIA')).toMatchObject({
      success: false,
      code: 'AGENT_ONLY',
    });
    expect(await get(playerToken, '/wps/agent/downlines')).toMatchObject({
      success: false,
      code: 'AGENT_ONLY',
    });
    const trial = await trialPlayer(t);
    expect(await get(trial.token, '/wps/relay/ODSFE2_TeamKPIA')).toMatchObject({
      success: false,
      code: 'FREE_REJECT',
    });
  });
});
