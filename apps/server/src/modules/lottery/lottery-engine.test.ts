/**
 * The engine across restarts and instances: settlement interrupted half way and finished by a new
 * engine (each win paid once), issues missed while the server was down drawn and settled in order,
 * and two engines on one database ticking at once never drawing an issue twice.
 */
import type { LotteryPlaceOrderValue } from '@openlobby/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { valueOf } from '../../test/accounts-helpers.ts';
import { appOnTestClock } from '../../test/app-on-test-clock.ts';
import { FAST, futureNumbers, openIssue, placeOrder } from '../../test/lottery-helpers.ts';
import { balanceOf, expectReconciled } from '../../test/wallet-helpers.ts';
import { type LotteryEngine, createLotteryEngine } from './engine.ts';
import { createLotteryRepository } from './repository.ts';

const setup = appOnTestClock();
const { clock, funded } = setup;
const engines: LotteryEngine[] = [];

afterEach(async () => {
  // A stopped engine frees the lease for the next test's engines.
  for (const engine of engines.splice(0)) await engine.stop();
});

/** A separate engine on the same database, as another process (or the same one restarted) runs it. */
function engine(instanceId: string, settlePerTick?: number, leaseMs?: number): LotteryEngine {
  const created = createLotteryEngine({
    repository: createLotteryRepository(setup.t.database.db),
    wallet: setup.t.app.wallet,
    now: clock.now,
    instanceId,
    ...(settlePerTick === undefined ? {} : { settlePerTick }),
    ...(leaseMs === undefined ? {} : { leaseMs }),
  });
  engines.push(created);
  return created;
}

async function drawnBy(numero: string) {
  return setup.t.database.db
    .selectFrom('lottery_issue')
    .select(['state', 'drawn_by'])
    .where('game_code', '=', FAST)
    .where('numero', '=', numero)
    .executeTakeFirstOrThrow();
}

describe('settlement across a restart', () => {
  it('finishes an interrupted settlement without paying any win twice', async () => {
    clock.toSecond(1, 1);
    const first = engine('before-restart', 1);
    await first.tick();
    const issue = await openIssue(setup.t);
    const numbers = (await futureNumbers(setup.t, FAST, issue.numero, 3)).join('');
    const players = [await funded(), await funded(), await funded()];
    for (const player of players) {
      valueOf<LotteryPlaceOrderValue>(
        await placeOrder(setup.t, player, issue.numero, [
          { betType: 'STRAIGHT', selection: numbers, stake: '1.00' },
        ]),
      );
    }
    clock.toSecond(1, 1);
    // Settles one sub-order, then "crashes": the engine is dropped with its lease still held.
    expect(await first.tick()).toMatchObject({ leased: true, settled: [] });
    const paid = async () => Promise.all(players.map(async (p) => (await balanceOf(setup.t, p)).mainBalance));
    expect((await paid()).sort()).toEqual(['1079.00', '99.00', '99.00']);

    const restarted = engine('after-restart');
    expect(await restarted.tick()).toMatchObject({ leased: false });
    clock.advance(31_000);
    const report = await restarted.tick();
    expect(report.leased).toBe(true);
    expect(report.settled).toContain(`${FAST}/${issue.numero}`);
    expect(await paid()).toEqual(['1079.00', '1079.00', '1079.00']);
    // Settling again (another restart, another tick) moves nothing.
    await restarted.tick();
    await engine('third').tick();
    expect(await paid()).toEqual(['1079.00', '1079.00', '1079.00']);
    await expectReconciled(setup.t);
  });
});

describe('missed draws', () => {
  it('draws and settles the issues missed while no engine ran, in draw order', async () => {
    clock.toSecond(30, 1);
    await engine('before-outage').tick();
    const issue = await openIssue(setup.t);
    const player = await funded();
    const numbers = (await futureNumbers(setup.t, FAST, issue.numero, 3)).join('');
    valueOf(
      await placeOrder(setup.t, player, issue.numero, [
        { betType: 'STRAIGHT', selection: numbers, stake: '2.00' },
      ]),
    );
    await engines[0]?.stop();
    // Ten minutes without any engine.
    clock.advance(10 * 60_000);
    const report = await engine('after-outage').tick();
    const fast = report.drawn.filter((name) => name.startsWith(`${FAST}/`));
    expect(fast[0]).toBe(`${FAST}/${issue.numero}`);
    expect([...fast].sort()).toEqual(fast);
    expect(report.settled).toEqual(expect.arrayContaining([`${FAST}/${issue.numero}`]));
    expect((await balanceOf(setup.t, player)).mainBalance).toBe(`${(100 - 2 + 2 * 980).toFixed(2)}`);
    // The timetable is the clock's: the issue open now is the one of this minute.
    const current = await openIssue(setup.t);
    expect(Date.parse(current.opensAt)).toBe(Math.floor(clock.now().getTime() / 60_000) * 60_000);
  });
});

describe('several engines on one database', () => {
  it('never draws an issue twice when two engines tick at the same time', async () => {
    clock.toSecond(1, 1);
    const a = engine('instance-a');
    const b = engine('instance-b');
    await a.tick();
    const seen: string[] = [];
    const numeros: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      numeros.push((await openIssue(setup.t)).numero);
      clock.toSecond(1, 1);
      const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
      // The lease lets one of them work; the other did nothing.
      expect([ra.leased, rb.leased].filter(Boolean)).toHaveLength(1);
      seen.push(...ra.drawn, ...rb.drawn);
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const numero of numeros) {
      const row = await drawnBy(numero);
      expect(row.state).toBe('settled');
      expect(['instance-a', 'instance-b']).toContain(row.drawn_by);
      expect(seen.filter((name) => name === `${FAST}/${numero}`)).toHaveLength(1);
    }
  });

  it('hands the work over when the lease holder stops', async () => {
    clock.toSecond(1, 1);
    const a = engine('holder');
    const b = engine('standby');
    expect((await a.tick()).leased).toBe(true);
    expect((await b.tick()).leased).toBe(false);
    await a.stop();
    const issue = await openIssue(setup.t);
    clock.toSecond(1, 1);
    const report = await b.tick();
    expect(report.leased).toBe(true);
    expect(report.drawn).toContain(`${FAST}/${issue.numero}`);
    expect((await drawnBy(issue.numero)).drawn_by).toBe('standby');
  });

  it('draws and pays once even when the lease fails and both engines work at once', async () => {
    clock.toSecond(1, 1);
    // A lease that expires at once: both engines take it on every tick, as after a clock fault.
    const a = engine('unleashed-a', 1, 0);
    const b = engine('unleashed-b', 1, 0);
    await a.tick();
    const issue = await openIssue(setup.t);
    const numbers = (await futureNumbers(setup.t, FAST, issue.numero, 3)).join('');
    const players = [await funded(), await funded(), await funded()];
    for (const player of players) {
      valueOf(
        await placeOrder(setup.t, player, issue.numero, [
          { betType: 'STRAIGHT', selection: numbers, stake: '1.00' },
        ]),
      );
    }
    clock.toSecond(1, 1);
    const reports = [];
    for (let round = 0; round < 4; round += 1) reports.push(...(await Promise.all([a.tick(), b.tick()])));
    const drawn = reports
      .flatMap((report) => report.drawn)
      .filter((name) => name === `${FAST}/${issue.numero}`);
    expect(drawn).toHaveLength(1);
    const balances = await Promise.all(players.map(async (p) => (await balanceOf(setup.t, p)).mainBalance));
    expect(balances).toEqual(['1079.00', '1079.00', '1079.00']);
    await expectReconciled(setup.t);
  });
});
