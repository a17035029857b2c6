/**
 * Agent contracts over HTTP, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the house offers a
 * top agent a contract, the agent offers its direct downline one within its own rate, the downline
 * sees the offer in the home contract check and accepts, rejects, or ends it; settlement pays each
 * ended period once (two runners at once, a re-run), never overdraws the upline (UNPAID_FUNDS, then
 * paid once funded), pays nothing while suspended, and both parties see the payouts.
 */
import type { ContractKind } from '@openlobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../../test/accounts-helpers.ts';
import { asOps, operatorWith } from '../../test/members-helpers.ts';
import { trialPlayer } from '../../test/seamless-helpers.ts';
import { type TestContext, createTestApp } from '../../test/test-app.ts';
import { type Player, balanceOf, expectReconciled, fund, newPlayer } from '../../test/wallet-helpers.ts';
import { type Agent, downlineOf, newAgent } from '../agents/links-test-helpers.ts';
import { periodOf } from './periods.ts';
import { createContractRepository } from './repository.ts';
import { createContractSettlement } from './settlement.ts';

const ZONE = 'Asia/Karachi';
let t: TestContext;
let ops: string;
beforeAll(async () => {
  t = await createTestApp({ env: ACCOUNTS_ENV });
  await t.database.db
    .updateTable('merchant')
    .set({ time_zone: ZONE })
    .where('code', '=', 'OPENLOBBY')
    .execute();
  ops = await operatorWith(t, 'ops_contracts', ['admin']);
});
afterAll(async () => {
  await t.close();
});

interface Contract {
  contractId: number;
  status: string;
  role: string;
  period: string;
  startPeriod: string | null;
  lastPeriod: string | null;
  endRequestedBy: string | null;
  suspended: boolean;
  upline: { memberId: number } | null;
  downline: { memberId: number; username: string };
}
interface AgentPayouts {
  hold: { reason: string; heldBy: string; heldAt: string } | null;
  rates: { product: string; rateBps: number }[];
  received: { salary: string; dividend: string; cashback: string; invite: string };
  waiting: { amount: string; periods: number };
  owing: { amount: string; periods: number };
}
interface Overview {
  unpaid: { salary: { amount: string; periods: number } };
  held: { memberId: number; username: string; reason: string }[];
}
interface Payout {
  contractId: number;
  periodKey: string;
  role: string;
  base: string;
  bps: number;
  amount: string;
  status: string;
  counterparty: string | null;
}

const PATHS = {
  DAILY_SALARY: {
    info: 'MCS2_getContractDailySalInfo',
    apply: 'MCS2_applyContractDailySal',
    process: 'MCS2_processDailySalContract',
    requests: 'MCS2_getContracDailySalReq',
    history: 'MCS2_getDailySalContractHist',
    current: 'ODSFE2_CurrentDailySalary',
  },
  HOURLY_SALARY: {
    info: 'MCS2_getContractHourSalInfo',
    apply: 'MCS2_applyContractHourSal',
    process: 'MCS2_processHourSalContract',
    requests: 'MCS2_getContracHourSalReq',
    history: 'MCS2_getHourSalContractHist',
    current: 'ODSFE2_CurrentHourSalary',
  },
  DIVIDEND: {
    info: 'MCS2_getContractDividendInfo',
    apply: 'MCS2_applyContractDividend',
    process: 'MCS2_processDividendContract',
    requests: 'MCS2_getContractDividendReq',
    history: 'ODSFE2_PayoutDividend',
    current: 'ODSFE2_CurrentDividend',
  },
} as const;
const relay = (p: Player, method: 'GET' | 'POST', name: string, payload: unknown = {}) =>
  call(t, method, `/wps/relay/${name}`, payload, { token: p.token });

/** The upline's offer: salary tiers as [minVolume, rateBps], dividend tiers as [minNetLoss, shareBps]. */
function offer(
  from: Player,
  kind: ContractKind,
  downlineId: number,
  tiers: [string, number][],
  period = 'WEEKLY',
) {
  const body =
    kind === 'DIVIDEND'
      ? { downlineId, period, tiers: tiers.map(([min, bps]) => ({ minNetLoss: min, shareBps: bps })) }
      : { downlineId, tiers: tiers.map(([min, bps]) => ({ minVolume: min, rateBps: bps })) };
  return relay(from, 'POST', PATHS[kind].apply, body);
}
const decide = (p: Player, kind: ContractKind, contractId: number, action: string) =>
  relay(p, 'POST', PATHS[kind].process, { contractId, action });
const history = async (p: Player, kind: ContractKind, role = 'ALL') =>
  valueOf<{ content: Payout[] }>(await relay(p, 'GET', PATHS[kind].history, { role })).content;
const checks = async (p: Player) =>
  valueOf<{
    dailysalreqtype: string | null;
    divtypecompperiodreq: string | null;
    contracthoursalreq: string | null;
  }>(await call(t, 'GET', '/wps/member/info/funds/consolidated', undefined, { token: p.token }));
const mainOf = async (p: Player) => (await balanceOf(t, p)).sumBalance;

/** The house offers a top agent a contract (ops) and the agent accepts it. */
async function houseContract(
  agent: Player,
  kind: ContractKind,
  tiers: [string, number][],
): Promise<Contract> {
  const offered = valueOf<Contract>(
    await asOps(t, ops, 'POST', '/ops/agent-contracts', {
      downlineId: agent.id,
      kind,
      ...(kind === 'DIVIDEND' ? { period: 'WEEKLY' } : {}),
      tiers: tiers.map(([min, bps]) => ({ min, bps })),
    }),
  );
  return valueOf<Contract>(await decide(agent, kind, offered.contractId, 'ACCEPT'));
}

/** An agent under `upline`, with its own invitation code. */
async function subAgent(upline: Agent): Promise<Agent> {
  const sub = await downlineOf(t, upline.code);
  const row = await t.database.db
    .updateTable('member')
    .set({ type: 1 })
    .where('id', '=', sub.id)
    .returning('own_affiliate_code')
    .executeTakeFirstOrThrow();
  return { ...sub, code: row.own_affiliate_code ?? '' };
}

let bets = 0;
/** A settled bet of `member` at `settledAt` (major units). */
async function bet(member: Player, settledAt: number, stake: number, win = 0) {
  bets += 1;
  await t.database.db
    .insertInto('bet_record')
    .values({
      id: `contract-bet-${bets}-${member.id}`,
      merchant_id: member.merchantId,
      member_id: member.id,
      game_type: 'RNG',
      vendor_code: 'OLS',
      game_id: 'g-1',
      game_name: 'Game',
      bet_minor: String(stake * 100),
      valid_bet_minor: String(stake * 100),
      win_minor: String(win * 100),
      status: 'settled',
      placed_at: new Date(settledAt).toISOString(),
      settled_at: new Date(settledAt).toISOString(),
    })
    .execute();
}

/** The instants of a contract's first period, after acceptance. */
const startOf = (c: Contract) => periodOf(c.period as 'DAILY', c.startPeriod ?? '', ZONE);
/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const settle = (atMs: number) => t.app.agentContracts.settlement.tick(new Date(atMs));

describe('offers and decisions', () => {
  it('walks an offer from the house to a top agent and from it to its downline, with the home check', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    expect(await checks(top)).toEqual(
      expect.objectContaining({ dailysalreqtype: null, contracthoursalreq: null }),
    );

    const house = valueOf<Contract>(
      await asOps(t, ops, 'POST', '/ops/agent-contracts', {
        downlineId: top.id,
        kind: 'DAILY_SALARY',
        tiers: [{ min: '0', bps: 200 }],
      }),
    );
    expect(house).toMatchObject({ status: 'PENDING', upline: null, period: 'DAILY' });
    expect(await checks(top)).toMatchObject({
      dailysalreqtype: String(house.contractId),
      divtypecompperiodreq: null,
    });
    const waiting = valueOf<{ content: Contract[] }>(
      await relay(top, 'GET', PATHS.DAILY_SALARY.requests),
    ).content;
    expect(waiting.map((c) => c.contractId)).toEqual([house.contractId]);

    const accepted = valueOf<Contract>(await decide(top, 'DAILY_SALARY', house.contractId, 'ACCEPT'));
    expect(accepted.status).toBe('ACTIVE');
    // From the next period: tomorrow in the merchant's zone.
    expect(startOf(accepted).from).toBeGreaterThan(Date.now());
    expect(startOf(accepted).from - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await checks(top)).dailysalreqtype).toBeNull();

    // The agent may now offer up to 2 %; its downline rejects the first offer and accepts the second.
    const info = valueOf<{ canOffer: boolean; maxBps: number | null }>(
      await relay(top, 'GET', PATHS.DAILY_SALARY.info),
    );
    expect(info).toMatchObject({ canOffer: true, maxBps: 200 });
    const first = valueOf<Contract>(
      await offer(top, 'DAILY_SALARY', sub.id, [
        ['0', 50],
        ['1000', 150],
      ]),
    );
    expect((await offer(top, 'DAILY_SALARY', sub.id, [['0', 50]])).code).toBe('CONTRACT_EXISTS');
    expect((await checks(sub)).dailysalreqtype).toBe(String(first.contractId));
    expect((await decide(top, 'DAILY_SALARY', first.contractId, 'ACCEPT')).code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );
    expect(valueOf<Contract>(await decide(sub, 'DAILY_SALARY', first.contractId, 'REJECT')).status).toBe(
      'REJECTED',
    );
    expect((await checks(sub)).dailysalreqtype).toBeNull();
    const second = valueOf<Contract>(await offer(top, 'DAILY_SALARY', sub.id, [['0', 100]]));
    expect(valueOf<Contract>(await decide(sub, 'DAILY_SALARY', second.contractId, 'ACCEPT'))).toMatchObject({
      status: 'ACTIVE',
      role: 'DOWNLINE',
    });
    // Deciding twice changes nothing.
    expect((await decide(sub, 'DAILY_SALARY', second.contractId, 'REJECT')).code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );

    const mine = valueOf<{ asDownline: Contract | null; asUpline: Contract[] }>(
      await relay(sub, 'GET', PATHS.DAILY_SALARY.info),
    );
    expect(mine.asDownline?.contractId).toBe(second.contractId);
    const theirs = valueOf<{ asUpline: Contract[] }>(await relay(top, 'GET', PATHS.DAILY_SALARY.info));
    expect(theirs.asUpline.map((c) => c.contractId)).toEqual([second.contractId]);
  });

  it('ends the contracts a downline had with its upline when an operator moves it elsewhere', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    const other = await newAgent(t);
    await houseContract(top, 'DAILY_SALARY', [['0', 100]]);
    await houseContract(top, 'HOURLY_SALARY', [['0', 100]]);
    const daily = valueOf<Contract>(await offer(top, 'DAILY_SALARY', sub.id, [['0', 50]]));
    await decide(sub, 'DAILY_SALARY', daily.contractId, 'ACCEPT');
    const hourly = valueOf<Contract>(await offer(top, 'HOURLY_SALARY', sub.id, [['0', 50]]));

    const moved = await asOps(t, ops, 'POST', `/ops/members/${sub.id}/upline`, {
      uplineUsername: other.username,
      reason: 'Asked to join another agent',
    });
    expect(moved.success).toBe(true);
    const mine = async (kind: ContractKind) =>
      valueOf<{ asDownline: Contract | null }>(await relay(sub, 'GET', PATHS[kind].info)).asDownline;
    expect(await mine('DAILY_SALARY')).toBeNull();
    expect(await mine('HOURLY_SALARY')).toBeNull();
    const rows = await t.database.db
      .selectFrom('agent_contract')
      .select(['id', 'status'])
      .where('id', 'in', [daily.contractId, hourly.contractId])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['ENDED', 'CANCELLED']);
    // The new upline may offer it one of its own now (after its own house contract).
    await houseContract(other, 'DAILY_SALARY', [['0', 100]]);
    expect((await offer(other, 'DAILY_SALARY', sub.id, [['0', 60]])).success).toBe(true);
  });

  it('keeps one contract per kind, and shows each kind’s pending offer in its own check field', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    await houseContract(top, 'DAILY_SALARY', [['0', 100]]);
    await houseContract(top, 'HOURLY_SALARY', [['0', 100]]);
    await houseContract(top, 'DIVIDEND', [['0', 3000]]);
    const daily = valueOf<Contract>(await offer(top, 'DAILY_SALARY', sub.id, [['0', 100]]));
    const hourly = valueOf<Contract>(await offer(top, 'HOURLY_SALARY', sub.id, [['0', 100]]));
    const dividend = valueOf<Contract>(
      await offer(
        top,
        'DIVIDEND',
        sub.id,
        [
          ['0', 1000],
          ['500', 2000],
        ],
        'HALF_MONTHLY',
      ),
    );
    expect(dividend.period).toBe('HALF_MONTHLY');
    expect(await checks(sub)).toEqual(
      expect.objectContaining({
        dailysalreqtype: String(daily.contractId),
        contracthoursalreq: String(hourly.contractId),
        divtypecompperiodreq: String(dividend.contractId),
      }),
    );
    // The upline withdraws its hourly offer.
    expect(valueOf<Contract>(await decide(top, 'HOURLY_SALARY', hourly.contractId, 'CANCEL')).status).toBe(
      'CANCELLED',
    );
    expect((await checks(sub)).contracthoursalreq).toBeNull();
  });

  it('refuses non-agents, trials, members not directly below, agents without a contract and rates above their own', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    const below = await downlineOf(t, sub.code);
    const plain = await newPlayer(t);
    expect((await offer(top, 'DAILY_SALARY', sub.id, [['0', 10]])).code).toBe('CONTRACT_NO_OWN');
    await houseContract(top, 'DAILY_SALARY', [
      ['0', 80],
      ['10000', 120],
    ]);
    expect((await offer(top, 'DAILY_SALARY', below.id, [['0', 10]])).code).toBe(
      'CONTRACT_DOWNLINE_NOT_DIRECT',
    );
    expect((await offer(plain, 'DAILY_SALARY', sub.id, [['0', 10]])).code).toBe('AGENT_ONLY');
    expect((await offer(await trialPlayer(t), 'DAILY_SALARY', sub.id, [['0', 10]])).code).toBe('FREE_REJECT');
    const above = await offer(top, 'DAILY_SALARY', sub.id, [
      ['0', 50],
      ['5000', 121],
    ]);
    expect(above).toMatchObject({ success: false, code: 'CONTRACT_ABOVE_UPLINE' });
    // The sub-agent has an offer but no active contract: it cannot pass one on yet.
    expect((await offer(sub, 'DAILY_SALARY', below.id, [['0', 10]])).code).toBe('CONTRACT_NO_OWN');
    // Tiers out of order are not a contract.
    expect(
      (
        await offer(top, 'DAILY_SALARY', sub.id, [
          ['100', 10],
          ['50', 20],
        ])
      ).success,
    ).toBe(false);
    // The house offers only top agents; the operator sees every contract of a member.
    const house = await asOps(t, ops, 'POST', '/ops/agent-contracts', {
      downlineId: sub.id,
      kind: 'DIVIDEND',
      tiers: [{ min: '0', bps: 100 }],
    });
    expect(house.code).toBe('CONTRACT_NOT_TOP_AGENT');
    const listed = valueOf<{ content: Contract[]; total: number }>(
      await asOps(t, ops, 'GET', `/ops/agent-contracts?memberId=${top.id}&kind=DAILY_SALARY`),
    );
    expect(listed).toMatchObject({
      total: 1,
      content: [{ upline: null, downline: { memberId: top.id }, status: 'ACTIVE' }],
    });
  });

  it('accepts every offer within the upline’s highest rate and refuses every one above it (property)', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    await houseContract(top, 'DAILY_SALARY', [
      ['0', 40],
      ['1000', 90],
      ['5000', 130],
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 4 }),
        async (rates) => {
          const result = await offer(
            top,
            'DAILY_SALARY',
            sub.id,
            rates.map((rate, i) => [String(i * 100), rate]),
          );
          if (rates.every((rate) => rate <= 130)) {
            const made = valueOf<Contract>(result);
            expect(
              valueOf<Contract>(await decide(top, 'DAILY_SALARY', made.contractId, 'CANCEL')).status,
            ).toBe('CANCELLED');
          } else {
            expect(result.code).toBe('CONTRACT_ABOVE_UPLINE');
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);

  it('ends when one side asks and the other confirms', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    await houseContract(top, 'DIVIDEND', [['0', 3000]]);
    const made = valueOf<Contract>(await offer(top, 'DIVIDEND', sub.id, [['0', 1000]]));
    await decide(sub, 'DIVIDEND', made.contractId, 'ACCEPT');
    // Not started yet (it starts next week): ending it now ends it at once.
    expect(valueOf<Contract>(await decide(sub, 'DIVIDEND', made.contractId, 'REQUEST_END')).status).toBe(
      'ENDED',
    );

    const again = valueOf<Contract>(await offer(top, 'DIVIDEND', sub.id, [['0', 1000]]));
    const active = valueOf<Contract>(await decide(sub, 'DIVIDEND', again.contractId, 'ACCEPT'));
    // Pretend it has been running since an earlier week.
    await t.database.db
      .updateTable('agent_contract')
      .set({ start_period: '2026-01-05', next_period: '2026-01-05', next_due_at: '2026-01-11T19:00:00.000Z' })
      .where('id', '=', active.contractId)
      .execute();
    const asked = valueOf<Contract>(await decide(sub, 'DIVIDEND', again.contractId, 'REQUEST_END'));
    expect(asked).toMatchObject({ status: 'END_REQUESTED', endRequestedBy: 'DOWNLINE' });
    expect(asked.lastPeriod).not.toBeNull();
    expect((await decide(sub, 'DIVIDEND', again.contractId, 'CONFIRM_END')).code).toBe(
      'CONTRACT_ACTION_NOT_ALLOWED',
    );
    const waiting = valueOf<{ content: Contract[] }>(
      await relay(top, 'GET', PATHS.DIVIDEND.requests),
    ).content;
    expect(waiting.map((c) => c.contractId)).toEqual([again.contractId]);
    expect(valueOf<Contract>(await decide(top, 'DIVIDEND', again.contractId, 'CONFIRM_END')).status).toBe(
      'ENDED',
    );
    // The slot is free again.
    expect(valueOf<Contract>(await offer(top, 'DIVIDEND', sub.id, [['0', 500]])).status).toBe('PENDING');
  });
});

describe('settlement', () => {
  it('pays each ended period once, across two runners at once and a re-run, and both parties see it', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    const player = await downlineOf(t, sub.code);
    await houseContract(top, 'DAILY_SALARY', [['0', 200]]);
    const made = valueOf<Contract>(
      await offer(top, 'DAILY_SALARY', sub.id, [
        ['0', 50],
        ['1000', 100],
      ]),
    );
    const contract = valueOf<Contract>(await decide(sub, 'DAILY_SALARY', made.contractId, 'ACCEPT'));
    const period = startOf(contract);
    await fund(t, top, 100_000n);
    // The team is the sub-agent and everyone below it: 1,500.00 of valid bets in the period.
    await bet(player, period.from + 1_000, 1_000);
    await bet(sub, period.to - 1, 500);
    await bet(player, period.to, 9_999); // the next period
    await bet(player, period.from - 1, 9_999); // the day before it started

    // Nothing is due while the period runs.
    const early = await settle(period.to - 1);
    expect(early.settled.filter((s) => s.startsWith(`${contract.contractId}:`))).toEqual([]);

    const other = createContractSettlement({
      db: t.database.db,
      repository: createContractRepository(t.database.db),
      wallet: t.app.wallet,
      now: () => new Date(),
    });
    const after = new Date(period.to + 60_000);
    const [a, b] = await Promise.all([
      t.app.agentContracts.settlement.settleAll(after),
      other.settleAll(after),
    ]);
    const [c, d] = await Promise.all([settle(after.getTime()), other.tick(after)]);
    expect([c.leased, d.leased].filter(Boolean)).toHaveLength(1);
    expect(
      [...a.settled, ...b.settled, ...c.settled, ...d.settled].filter((s) =>
        s.startsWith(`${contract.contractId}:`),
      ),
    ).toEqual([`${contract.contractId}:${contract.startPeriod ?? ''}:PAID`]);
    await other.stop();

    // 1 % of 1,500.00 from the agent to the sub-agent; 2 % of the agent's team (the same 1,500.00) from the house.
    expect(await mainOf(sub)).toBe('15.00');
    expect(await mainOf(top)).toBe(`${(1_000 - 15 + 30).toFixed(2)}`);
    const subSide = await history(sub, 'DAILY_SALARY');
    expect(subSide).toEqual([
      expect.objectContaining({
        contractId: contract.contractId,
        role: 'DOWNLINE',
        base: '1500.00',
        bps: 100,
        amount: '15.00',
        status: 'PAID',
        counterparty: top.username,
      }),
    ]);
    const topSide = await history(top, 'DAILY_SALARY', 'UPLINE');
    expect(topSide).toEqual([
      expect.objectContaining({ role: 'UPLINE', amount: '15.00', counterparty: sub.username }),
    ]);
    expect((await history(top, 'DAILY_SALARY', 'DOWNLINE'))[0]).toMatchObject({
      amount: '30.00',
      counterparty: null,
    });
    const ledger = valueOf<{ content: { txCode: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', {}, { token: sub.token }),
    ).content;
    expect(ledger).toContainEqual(expect.objectContaining({ txCode: 'AGENT_SALARY', amount: '+15.00' }));
    await expectReconciled(t);
  }, 30_000);

  it('never overdraws the upline: UNPAID_FUNDS until funded, then paid once; a suspended contract pays nothing', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    const house = await houseContract(top, 'DAILY_SALARY', [['0', 300]]);
    const made = valueOf<Contract>(await offer(top, 'DAILY_SALARY', sub.id, [['0', 200]]));
    const contract = valueOf<Contract>(await decide(sub, 'DAILY_SALARY', made.contractId, 'ACCEPT'));
    // The house's own contract with the agent is suspended: it would otherwise fund the agent.
    const suspended = valueOf<Contract>(
      await asOps(t, ops, 'POST', `/ops/agent-contracts/${house.contractId}/suspend`, {
        reason: 'under review',
      }),
    );
    expect(suspended).toMatchObject({ suspended: true });
    const period = startOf(contract);
    await bet(sub, period.from + 5_000, 2_000);
    await fund(t, top, 1_000n); // 10.00 of the 40.00 due

    await settle(period.to + 1_000);
    expect(await mainOf(top)).toBe('10.00');
    expect(await mainOf(sub)).toBe('0.00');
    expect((await history(sub, 'DAILY_SALARY'))[0]).toMatchObject({
      status: 'UNPAID_FUNDS',
      amount: '40.00',
    });
    expect((await history(top, 'DAILY_SALARY', 'DOWNLINE'))[0]).toMatchObject({
      status: 'SUSPENDED',
      amount: '0.00',
    });
    // Still short: still unpaid, still not overdrawn.
    await settle(period.to + 2_000);
    expect(await mainOf(top)).toBe('10.00');

    await fund(t, top, 5_000n);
    await Promise.all([settle(period.to + 3_000), settle(period.to + 3_000)]);
    await settle(period.to + 4_000);
    expect(await mainOf(top)).toBe('20.00');
    expect(await mainOf(sub)).toBe('40.00');
    expect((await history(top, 'DAILY_SALARY', 'UPLINE'))[0]).toMatchObject({
      status: 'PAID',
      amount: '40.00',
    });
    // Resuming does not pay the suspended period.
    await asOps(t, ops, 'POST', `/ops/agent-contracts/${house.contractId}/resume`, { reason: 'cleared' });
    await settle(period.to + 5_000);
    expect(await mainOf(top)).toBe('20.00');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `contract:${house.contractId}`)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'contracts.offer',
      'contracts.resume',
      'contracts.suspend',
    ]);
    await expectReconciled(t);
  }, 30_000);

  it("holds an agent's payouts: its periods settle SUSPENDED, what waited for funds waits, the operator sees it all", async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    const house = await houseContract(top, 'DAILY_SALARY', [['0', 300]]);
    const made = valueOf<Contract>(await offer(top, 'DAILY_SALARY', sub.id, [['0', 100]]));
    const contract = valueOf<Contract>(await decide(sub, 'DAILY_SALARY', made.contractId, 'ACCEPT'));
    // Suspended, so that the house does not fund the agent before it pays its downline.
    await asOps(t, ops, 'POST', `/ops/agent-contracts/${house.contractId}/suspend`, { reason: 'test' });
    const first = startOf(contract);
    const second = periodOf('DAILY', nextDay(contract.startPeriod ?? ''), ZONE);
    await bet(sub, first.from + 5_000, 1_000); // 10.00 due for the first day
    await bet(sub, second.from + 5_000, 2_000); // 20.00 due for the second
    // The first day finds the upline short: it waits for funds.
    await settle(first.to + 1_000);
    expect((await history(sub, 'DAILY_SALARY'))[0]).toMatchObject({
      status: 'UNPAID_FUNDS',
      amount: '10.00',
    });

    const hold = (memberId: number, reason: string) =>
      asOps(t, ops, 'POST', `/ops/members/${memberId}/agent-payouts/hold`, { reason });
    const held = valueOf<AgentPayouts>(await hold(sub.id, 'Suspected bonus abuse'));
    expect(held.hold).toMatchObject({ reason: 'Suspected bonus abuse', heldBy: 'operator:ops_contracts' });
    expect(held.waiting).toEqual({ amount: '10.00', periods: 1 });
    expect((await hold(sub.id, 'again')).code).toBe('PAYOUTS_HOLD_UNCHANGED');
    expect((await hold(999_999_999, 'nobody')).code).toBe('MEMBER_NOT_FOUND');

    // Funded now, but held: the waiting day is not paid and the second day settles SUSPENDED.
    await fund(t, top, 100_000n);
    await settle(second.to + 1_000);
    expect(await mainOf(sub)).toBe('0.00');
    expect((await history(sub, 'DAILY_SALARY')).map((p) => [p.periodKey, p.status, p.amount])).toEqual([
      [nextDay(contract.startPeriod ?? ''), 'SUSPENDED', '0.00'],
      [contract.startPeriod, 'UNPAID_FUNDS', '10.00'],
    ]);
    const seen = valueOf<Overview>(await asOps(t, ops, 'GET', '/ops/agent-payouts'));
    expect(seen.held).toContainEqual(
      expect.objectContaining({ memberId: sub.id, username: sub.username, reason: 'Suspected bonus abuse' }),
    );
    expect(Number(seen.unpaid.salary.amount)).toBeGreaterThanOrEqual(10);
    const upline = valueOf<AgentPayouts>(await asOps(t, ops, 'GET', `/ops/members/${top.id}/agent-payouts`));
    expect(upline).toMatchObject({ hold: null, owing: { amount: '10.00', periods: 1 } });
    expect(upline.rates.map((r) => r.product)).toEqual([
      'SLOTS',
      'FISHING',
      'LIVE',
      'POKER',
      'SPORTS',
      'LOTTERY',
    ]);

    // Released: the waiting day is paid once; the suspended day never is.
    const released = valueOf<AgentPayouts>(
      await asOps(t, ops, 'POST', `/ops/members/${sub.id}/agent-payouts/release`, { reason: 'Cleared' }),
    );
    expect(released).toMatchObject({ hold: null });
    await Promise.all([settle(second.to + 2_000), settle(second.to + 2_000)]);
    expect(await mainOf(sub)).toBe('10.00');
    expect(
      valueOf<AgentPayouts>(await asOps(t, ops, 'GET', `/ops/members/${sub.id}/agent-payouts`)),
    ).toMatchObject({ received: { salary: '10.00' }, waiting: { amount: '0.00', periods: 0 } });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor'])
      .where('target', '=', `member:${sub.id}`)
      .where('action', 'like', 'agents.payouts.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'agents.payouts.hold', actor: 'operator:ops_contracts' },
      { action: 'agents.payouts.release', actor: 'operator:ops_contracts' },
    ]);
    await expectReconciled(t);
  }, 30_000);

  it('pays hourly salaries per hour and dividends on the team’s net loss', async () => {
    const top = await newAgent(t);
    const sub = await subAgent(top);
    const player = await downlineOf(t, sub.code);
    await houseContract(top, 'HOURLY_SALARY', [['0', 100]]);
    await houseContract(top, 'DIVIDEND', [['0', 4000]]);
    await fund(t, top, 1_000_000n);
    const hourly = valueOf<Contract>(
      await decide(
        sub,
        'HOURLY_SALARY',
        valueOf<Contract>(await offer(top, 'HOURLY_SALARY', sub.id, [['0', 50]])).contractId,
        'ACCEPT',
      ),
    );
    const hour = startOf(hourly);
    expect(hour.to - hour.from).toBe(3_600_000);
    await bet(player, hour.from, 400);
    // Accepted this hour: it starts with the next one, so there is nothing running yet.
    const current = valueOf<{ contract: Contract | null; periodKey: string | null }>(
      await relay(sub, 'GET', PATHS.HOURLY_SALARY.current),
    );
    expect(current).toMatchObject({ contract: { contractId: hourly.contractId }, periodKey: null });
    await settle(hour.to);
    expect((await history(sub, 'HOURLY_SALARY'))[0]).toMatchObject({
      periodKey: hourly.startPeriod,
      base: '400.00',
      amount: '2.00',
      status: 'PAID',
    });

    const dividend = valueOf<Contract>(
      await decide(
        sub,
        'DIVIDEND',
        valueOf<Contract>(
          await offer(top, 'DIVIDEND', sub.id, [
            ['100', 1000],
            ['1000', 2000],
          ]),
        ).contractId,
        'ACCEPT',
      ),
    );
    const week = startOf(dividend);
    expect(dividend.period).toBe('WEEKLY');
    // Stakes 3,000.00, payouts 1,800.00: the team lost 1,200.00 → 20 % = 240.00.
    await bet(player, week.from + 10, 2_000, 1_000);
    await bet(sub, week.to - 10, 1_000, 800);
    await settle(week.to);
    expect((await history(sub, 'DIVIDEND'))[0]).toMatchObject({
      base: '1200.00',
      bps: 2000,
      amount: '240.00',
      status: 'PAID',
    });
    const ledger = valueOf<{ content: { txCode: string; amount: string }[] }>(
      await call(t, 'GET', '/wps/relay/ODS2_MemberTransaction', {}, { token: sub.token }),
    ).content;
    expect(ledger).toContainEqual(expect.objectContaining({ txCode: 'AGENT_DIVIDEND', amount: '+240.00' }));
    await expectReconciled(t);
  }, 30_000);
});
