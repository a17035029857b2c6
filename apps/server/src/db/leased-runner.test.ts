/**
 * The leased runner on the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): of two
 * instances only the lease holder works, the other takes over at once when the holder stops,
 * overlapping ticks share one pass, stop waits for the pass in progress, a pass learns when its
 * lease was lost, the timer ticks until stopped, and a database gone before stop only warns.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase, openTestDatabase } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { type LeasedRunnerOptions, createLeasedRunner, leasesIn } from './leased-runner.ts';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase({ demo: false });
  database = await openTestDatabase(testDb);
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

let clockMs = Date.parse('2026-03-01T10:00:00Z');
const now = () => new Date(clockMs);
let leases = 0;

interface Passes {
  readonly ran: string[];
}

/** Runners of one fresh lease, each recording its passes in `ran` under its holder's name. */
function leaseOf(options: Partial<LeasedRunnerOptions<Passes>> = {}) {
  leases += 1;
  const lease = `test-lease-${leases}`;
  const ran: string[] = [];
  const runner = (holder: string, extra: Partial<LeasedRunnerOptions<Passes>> = {}) =>
    createLeasedRunner<Passes>({
      lease,
      leases: leasesIn(database.db),
      deps: { now, instanceId: holder },
      leaseMs: 30_000,
      intervalMs: 60_000,
      pass: () => {
        ran.push(holder);
        return Promise.resolve({ ran: [holder] });
      },
      idle: { ran: [] },
      ...options,
      ...extra,
    });
  return { lease, ran, runner };
}

/** A promise and the function that settles it. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('one lease, several instances', () => {
  it('lets only the holder work, and hands over at once when the holder stops', async () => {
    const { ran, runner } = leaseOf();
    const [a, b, c] = [runner('a'), runner('b'), runner('c')];
    expect(await a.tick()).toEqual({ leased: true, ran: ['a'] });
    expect(await b.tick()).toEqual({ leased: false, ran: [] });
    expect(await c.tick()).toEqual({ leased: false, ran: [] });
    expect(await a.tick()).toEqual({ leased: true, ran: ['a'] });
    // Long before the lease would expire.
    await a.stop();
    expect(await b.tick()).toEqual({ leased: true, ran: ['b'] });
    expect(await c.tick()).toEqual({ leased: false, ran: [] });
    expect(ran).toEqual(['a', 'a', 'b']);
    await b.stop();
    await c.stop();
  });

  it('keeps the lease on the clock when a pass is run for another moment', async () => {
    // A settlement run for tomorrow, then one for a minute later: the lease the first took is the
    // clock's 30 s, not tomorrow's, so the second still finds it held and the holder keeps the work.
    const { ran, runner } = leaseOf();
    const [a, b] = [runner('a'), runner('b')];
    const tomorrow = clockMs + 86_400_000;
    expect(await a.tick(new Date(tomorrow))).toEqual({ leased: true, ran: ['a'] });
    expect(await b.tick(new Date(tomorrow + 60_000))).toEqual({ leased: false, ran: [] });
    expect(await a.tick(new Date(tomorrow + 60_000))).toEqual({ leased: true, ran: ['a'] });
    expect(ran).toEqual(['a', 'a']);
    await a.stop();
    await b.stop();
  });

  it('lets another instance take a lease its holder left to expire', async () => {
    const { runner } = leaseOf();
    const [a, b] = [runner('crashed'), runner('survivor')];
    expect((await a.tick()).leased).toBe(true);
    clockMs += 29_000;
    expect((await b.tick()).leased).toBe(false);
    clockMs += 1_000;
    expect(await b.tick()).toEqual({ leased: true, ran: ['survivor'] });
    expect((await a.tick()).leased).toBe(false);
    await b.stop();
  });
});

describe('a pass', () => {
  it('is shared by overlapping ticks on one instance', async () => {
    const gate = deferred();
    let passes = 0;
    const { runner } = leaseOf({
      pass: async () => {
        passes += 1;
        await gate.promise;
        return { ran: [`pass-${passes}`] };
      },
    });
    const a = runner('a');
    const first = a.tick();
    const second = a.tick();
    gate.resolve();
    expect(await Promise.all([first, second])).toEqual([
      { leased: true, ran: ['pass-1'] },
      { leased: true, ran: ['pass-1'] },
    ]);
    // Once it ended, the next tick runs a pass of its own.
    expect(await a.tick()).toEqual({ leased: true, ran: ['pass-2'] });
    await a.stop();
  });

  it('finishes before stop() returns, and only then is the lease free', async () => {
    const started = deferred();
    const gate = deferred();
    const order: string[] = [];
    const { runner } = leaseOf({
      pass: async () => {
        started.resolve();
        await gate.promise;
        order.push('pass finished');
        return { ran: [] };
      },
    });
    const a = runner('a');
    const b = runner('b');
    const ticking = a.tick();
    await started.promise;
    const stopping = a.stop().then(() => order.push('stopped'));
    expect((await b.tick()).leased).toBe(false);
    gate.resolve();
    await stopping;
    expect(order).toEqual(['pass finished', 'stopped']);
    expect((await ticking).leased).toBe(true);
    expect((await b.tick()).leased).toBe(true);
    await b.stop();
  });

  it('learns from renew() that its lease was lost, and stops there', async () => {
    const { runner } = leaseOf({ leaseMs: 1_000 });
    const units: string[] = [];
    const b = runner('b');
    const a = runner('a', {
      pass: async (_at, renew) => {
        for (const unit of ['one', 'two', 'three']) {
          if (!(await renew())) break;
          units.push(unit);
          if (unit === 'two') {
            // The pass is slow: its lease expires and another instance takes it.
            clockMs += 2_000;
            expect((await b.tick()).leased).toBe(true);
          }
        }
        return { ran: units };
      },
    });
    expect(await a.tick()).toEqual({ leased: true, ran: ['one', 'two'] });
    await a.stop();
    await b.stop();
  });
});

describe('the timer', () => {
  it('ticks on its own, and a failed pass is logged and retried', async () => {
    const errors: string[] = [];
    const failed = (obj: unknown) =>
      errors.push(obj instanceof Object && 'err' in obj && obj.err instanceof Error ? obj.err.message : '?');
    const twice = deferred();
    let calls = 0;
    const { runner } = leaseOf();
    const a = runner('timed', {
      intervalMs: 5,
      deps: { now, instanceId: 'timed', logger: { error: failed, warn: () => undefined } },
      pass: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('database hiccup'));
        twice.resolve();
        return Promise.resolve({ ran: [] });
      },
    });
    a.start();
    await twice.promise;
    await a.stop();
    expect(errors).toEqual(['database hiccup']);
  });

  it('only warns when the database is gone before stop() frees the lease', async () => {
    const other = await openTestDatabase(testDb);
    const warnings: string[] = [];
    leases += 1;
    const runner = createLeasedRunner({
      lease: `test-lease-${leases}`,
      leases: leasesIn(other.db),
      deps: {
        now,
        logger: {
          error: () => undefined,
          warn: (_obj: unknown, message?: string) => warnings.push(message ?? ''),
        },
      },
      leaseMs: 30_000,
      intervalMs: 60_000,
      pass: () => Promise.resolve({}),
      idle: {},
    });
    expect((await runner.tick()).leased).toBe(true);
    await other.close();
    await expect(runner.stop()).resolves.toBeUndefined();
    expect(warnings).toEqual(['lease not released']);
  });
});
