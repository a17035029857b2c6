/**
 * Scheduled work across three instances of the app on one database (PostgreSQL with
 * TEST_DATABASE_URL, where the three tick at the same moment; SQLite otherwise, one file opened
 * three times, where they tick in turn). Each kind of work runs on the one instance that holds its
 * lease: a lottery issue is drawn and its win paid once, a contract period settles and pays once,
 * an AML alert opens once, and one instance sweeps. When the holding instance stops (its leases
 * freed), another takes over on its next tick, and nothing is done twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_ENV, call, valueOf } from '../test/accounts-helpers.ts';
import { FAST, futureNumbers, openIssue, placeOrder, testClock } from '../test/lottery-helpers.ts';
import { asOps, operatorWith } from '../test/members-helpers.ts';
import { type TestContext, createTestApp, createTestInstance } from '../test/test-app.ts';
import { balanceOf, expectReconciled, fund, newPlayer } from '../test/wallet-helpers.ts';
import { type Agent, newAgent } from '../modules/agents/links-test-helpers.ts';
import { type Period, nextPeriod, periodOf } from '../modules/contracts/periods.ts';

const clock = testClock();
let first: TestContext;
/** The instances running now, in the order they were started. */
let running: TestContext[] = [];
let all: readonly TestContext[] = [];
/** An instance's name in assertions (a Fastify instance does not print). */
const nameOf = (t: TestContext) => `instance ${all.indexOf(t) + 1}`;
let ops: string;

beforeAll(async () => {
  const options = { env: ACCOUNTS_ENV, accounts: { now: clock.now } };
  first = await createTestApp(options);
  running = [first, await createTestInstance(first, options), await createTestInstance(first, options)];
  all = [...running];
  ops = await operatorWith(first, 'ops_three_instances', ['admin']);
}, 60_000);
afterAll(async () => {
  for (const t of all.filter((t) => t !== first)) await t.close();
  await first.close();
});

/** Stops an instance as a shutdown does: its app closes (stopping every runner, freeing every lease). */
async function stop(t: TestContext): Promise<void> {
  await t.app.close();
  running = running.filter((r) => r !== t);
}

/**
 * One tick of a kind of work on every running instance, which must find exactly one of them holding
 * its lease. On SQLite the ticks go in turn: one process's connections to one file would wait on
 * each other's write locks while blocking the thread that releases them.
 */
async function tickEverywhere<R extends { readonly leased: boolean }>(
  tick: (t: TestContext) => Promise<R>,
): Promise<{ holder: TestContext; report: R; reports: R[] }> {
  let reports: R[] = [];
  if (first.database.dialect === 'postgres') reports = await Promise.all(running.map(tick));
  else for (const t of running) reports.push(await tick(t));
  const holders = running.filter((_t, i) => reports[i]?.leased === true);
  expect(holders.map(nameOf)).toHaveLength(1);
  const holder = holders[0] as TestContext;
  return { holder, report: reports[running.indexOf(holder)] as R, reports };
}

/** Any instance but `holder` (requests reach whichever instance the proxy picks). */
const another = (holder?: TestContext) => running.find((t) => t !== holder) as TestContext;

// ---- lottery

/** A winning 1.00 straight bet on the open issue, placed through another instance; the issue's numero. */
async function winningBet(through: TestContext) {
  const issue = await openIssue(through);
  const numbers = (await futureNumbers(first, FAST, issue.numero, 3)).join('');
  const player = await newPlayer(through);
  await fund(through, player, 10_000n);
  valueOf(
    await placeOrder(through, player, issue.numero, [
      { betType: 'STRAIGHT', selection: numbers, stake: '1.00' },
    ]),
  );
  return { numero: issue.numero, player };
}

/** The next minute's tick on every instance: the issue of the bet is drawn and paid by one. */
async function drawn(numero: string) {
  clock.toSecond(1, 1);
  const { holder, reports } = await tickEverywhere((t) => t.app.lottery.tick());
  const issue = `${FAST}/${numero}`;
  expect(reports.flatMap((r) => r.drawn).filter((name) => name === issue)).toEqual([issue]);
  expect(reports.flatMap((r) => r.settled).filter((name) => name === issue)).toEqual([issue]);
  const row = await first.database.db
    .selectFrom('lottery_issue')
    .select(['state', 'drawn_by'])
    .where('game_code', '=', FAST)
    .where('numero', '=', numero)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ state: 'settled', drawn_by: holder.app.lottery.instanceId });
  return holder;
}

// ---- contracts

/** A top agent on a 2 % daily house salary, offered by an operator and accepted through an instance. */
async function salariedAgent(): Promise<{ agent: Agent; contractId: number; period: Period }> {
  const agent = await newAgent(another());
  const offered = valueOf<{ contractId: number }>(
    await asOps(another(), ops, 'POST', '/ops/agent-contracts', {
      downlineId: agent.id,
      kind: 'DAILY_SALARY',
      tiers: [{ min: '0', bps: 200 }],
    }),
  );
  const accepted = valueOf<{ startPeriod: string }>(
    await call(
      another(),
      'POST',
      '/wps/relay/MCS2_processDailySalContract',
      { contractId: offered.contractId, action: 'ACCEPT' },
      { token: agent.token },
    ),
  );
  return {
    agent,
    contractId: offered.contractId,
    period: periodOf('DAILY', accepted.startPeriod, await zone()),
  };
}

const zone = async () =>
  (
    await first.database.db
      .selectFrom('merchant')
      .select('time_zone')
      .where('code', '=', 'OPENLOBBY')
      .executeTakeFirstOrThrow()
  ).time_zone;

/** A settled bet of the agent's team inside the period: its volume is what the salary is paid on. */
async function teamBet(agent: Agent, period: Period, stakeMinor: number) {
  const at = new Date(period.from + 60_000).toISOString();
  await first.database.db
    .insertInto('bet_record')
    .values({
      id: `three-instances-${agent.id}-${period.key}`,
      merchant_id: agent.merchantId,
      member_id: agent.id,
      game_type: 'RNG',
      vendor_code: 'OLS',
      game_id: 'g-1',
      game_name: 'Game',
      bet_minor: String(stakeMinor),
      valid_bet_minor: String(stakeMinor),
      win_minor: '0',
      status: 'settled',
      placed_at: at,
      settled_at: at,
    })
    .execute();
}

/** A tick on every instance once the period ended: one settles it, and pays it once. */
async function settled(contractId: number, period: Period) {
  const { holder, reports } = await tickEverywhere((t) =>
    t.app.agentContracts.settlement.tick(new Date(period.to + 60_000)),
  );
  const mine = reports.flatMap((r) => r.settled).filter((s) => s.startsWith(`${contractId}:`));
  expect(mine).toEqual([`${contractId}:${period.key}:PAID`]);
  return holder;
}

const payoutsOf = async (contractId: number) =>
  (
    await first.database.db
      .selectFrom('agent_contract_payout')
      .select(['period_key', 'status', 'amount_minor'])
      .where('contract_id', '=', contractId)
      .orderBy('period_key')
      .execute()
  ).map((row) => ({ ...row, amount_minor: String(row.amount_minor) }));

// ---- AML

let mobiles = 0;
/** A member whose mobile number is Iranian: the default rules alert on it (a high-risk country). */
async function iranian() {
  mobiles += 1;
  return newPlayer(another(), {
    mobile: `+98912${String((Date.now() + mobiles) % 10_000_000).padStart(7, '1')}`,
  });
}

/** A scan on every instance: one opens the alert, once. */
async function alerted(memberId: number) {
  const { holder, reports } = await tickEverywhere((t) => t.app.aml.monitor.tick(new Date()));
  const opened = `HIGH_RISK_COUNTRY:member:${memberId}`;
  expect(reports.flatMap((r) => r.opened).filter((o) => o === opened)).toEqual([opened]);
  return holder;
}

const alertsOf = async (memberId: number) =>
  (
    await first.database.db.selectFrom('aml_alert').select('rule').where('member_id', '=', memberId).execute()
  ).map((row) => row.rule);

describe('three instances on one database', () => {
  it('run each kind of scheduled work once, and hand it over at once when the holder stops', async () => {
    // The first ticks schedule the lottery's issues; one instance holds its lease.
    clock.toSecond(1, 1);
    await tickEverywhere((t) => t.app.lottery.tick());

    // Lottery: the issue is drawn once, by the holder, and the win paid once.
    const bet = await winningBet(another());
    const lotteryHolder = await drawn(bet.numero);
    // 100.00 - 1.00 + 980.00: paid once.
    expect((await balanceOf(another(), bet.player)).mainBalance).toBe('1079.00');

    // Contracts: the first period settles once and pays 2 % of 1,000.00 once.
    const { agent, contractId, period } = await salariedAgent();
    await teamBet(agent, period, 100_000);
    const contractHolder = await settled(contractId, period);
    expect(await payoutsOf(contractId)).toEqual([
      { period_key: period.key, status: 'PAID', amount_minor: '2000' },
    ]);
    expect((await balanceOf(another(), agent)).mainBalance).toBe('20.00');

    // AML: the alert opens once.
    const flagged = await iranian();
    const amlHolder = await alerted(flagged.id);
    expect(await alertsOf(flagged.id)).toEqual(['HIGH_RISK_COUNTRY']);

    // The seamless sweep (dead launch tokens and vendor sessions, due bonuses) runs on one instance too.
    const sweepHolder = (await tickEverywhere((t) => t.app.seamlessSweep.tick())).holder;

    // Ticking again changes nothing that was done.
    await tickEverywhere((t) => t.app.lottery.tick());
    await tickEverywhere((t) => t.app.agentContracts.settlement.tick(new Date(period.to + 120_000)));
    await tickEverywhere((t) => t.app.aml.monitor.tick(new Date()));
    expect((await balanceOf(another(), bet.player)).mainBalance).toBe('1079.00');
    expect(await payoutsOf(contractId)).toHaveLength(1);
    expect(await alertsOf(flagged.id)).toEqual(['HIGH_RISK_COUNTRY']);

    // The lottery's holder shuts down, long before its leases would expire.
    const held = { lottery: lotteryHolder, contracts: contractHolder, aml: amlHolder, sweep: sweepHolder };
    await stop(lotteryHolder);
    const takenOver = (kind: keyof typeof held, by: TestContext) => {
      expect(running.map(nameOf)).toContain(nameOf(by));
      // An instance that held the lease before keeps it; the stopped one's work moved.
      if (held[kind] !== lotteryHolder) expect(nameOf(by)).toBe(nameOf(held[kind]));
    };

    const next = await winningBet(another());
    takenOver('lottery', await drawn(next.numero));
    expect((await balanceOf(another(), next.player)).mainBalance).toBe('1079.00');
    expect((await balanceOf(another(), bet.player)).mainBalance).toBe('1079.00');

    const second = nextPeriod('DAILY', period.key, await zone());
    await teamBet(agent, second, 50_000);
    takenOver('contracts', await settled(contractId, second));
    expect(await payoutsOf(contractId)).toEqual([
      { period_key: period.key, status: 'PAID', amount_minor: '2000' },
      { period_key: second.key, status: 'PAID', amount_minor: '1000' },
    ]);
    expect((await balanceOf(another(), agent)).mainBalance).toBe('30.00');

    const later = await iranian();
    takenOver('aml', await alerted(later.id));
    expect(await alertsOf(later.id)).toEqual(['HIGH_RISK_COUNTRY']);
    expect(await alertsOf(flagged.id)).toEqual(['HIGH_RISK_COUNTRY']);

    takenOver('sweep', (await tickEverywhere((t) => t.app.seamlessSweep.tick())).holder);
    await expectReconciled(another());
  }, 60_000);
});
