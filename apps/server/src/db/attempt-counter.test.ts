/**
 * The one attempt counter on the real database (SQLite, or PostgreSQL with TEST_DATABASE_URL), for
 * both tables it serves: member counters (`auth_counter`, per merchant) and operator login counters
 * (`operator_login_failure`). Each caller's case: parallel claims each get their own number, a
 * lock stops claims until it ends, old attempts are forgotten, a release gives one back and a reset
 * starts over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  operatorThrottleKey,
  throttleKeys,
} from '../modules/operator/login-throttle.ts';
import { createOperatorRepository } from '../modules/operator/repository.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { testMerchant } from '../test/merchant-helpers.ts';
import {
  type AttemptClaim,
  type CounterRow,
  claimAttempt,
  releaseAttempt,
  resetAttempts,
} from './attempt-counter.ts';

let t: TestContext;
let members: (key: string) => CounterRow;
const operators = (key: string): CounterRow => ({
  table: 'operator_login_failure',
  key: { throttle_key: key },
  lastAt: 'last_failure_at',
});

beforeAll(async () => {
  t = await createTestApp();
  const merchant = await testMerchant(t);
  members = (key) => ({
    table: 'auth_counter',
    key: { merchant_id: merchant.id, counter_key: key },
    lastAt: 'window_started_at',
  });
});
afterAll(async () => {
  await t.close();
});

const T0 = Date.parse('2026-01-01T00:00:00.000Z');
const iso = (ms: number) => new Date(T0 + ms).toISOString();
/** Free for two attempts, then the third waits a minute, and later ones an hour. */
const claimAt = (ms: number, overrides: Partial<AttemptClaim> = {}): AttemptClaim => ({
  now: iso(ms),
  forgetBefore: iso(ms - 86_400_000),
  restartAfterLock: false,
  lockSchedule: [null, null, iso(ms + 60_000), iso(ms + 3_600_000)],
  ...overrides,
});

describe.each([
  ['member counters (auth_counter)', () => members],
  ['operator login counters (operator_login_failure)', () => operators],
] as const)('the attempt counter on %s', (_name, table) => {
  it('gives parallel claims each their own number and lets none past the lock', async () => {
    const row = table()(`parallel-${_name}`);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimAttempt(t.database.db, row, claimAt(0))),
    );
    const allowed = claims.filter((claim) => claim.allowed);
    // The third claim sets the lock: every later one is refused until it ends.
    expect(allowed.map((claim) => claim.failures).sort()).toEqual([1, 2, 3]);
    for (const refused of claims.filter((claim) => !claim.allowed))
      expect(refused.lockedUntil).toBe(iso(60_000));
    expect((await claimAttempt(t.database.db, row, claimAt(59_999))).allowed).toBe(false);
    const after = await claimAttempt(t.database.db, row, claimAt(60_000));
    expect(after).toEqual({ allowed: true, failures: 4, lockedUntil: iso(60_000 + 3_600_000) });
  });

  it('forgets attempts older than forgetBefore and, when asked, starts over after a lock', async () => {
    const row = table()(`forget-${_name}`);
    for (let n = 0; n < 3; n += 1) await claimAttempt(t.database.db, row, claimAt(0));
    const nextDay = await claimAttempt(t.database.db, row, claimAt(86_400_001));
    expect(nextDay).toMatchObject({ allowed: true, failures: 1, lockedUntil: null });

    const restarting = table()(`restart-${_name}`);
    for (let n = 0; n < 3; n += 1) await claimAttempt(t.database.db, restarting, claimAt(0));
    const afterLock = await claimAttempt(
      t.database.db,
      restarting,
      claimAt(60_000, { restartAfterLock: true }),
    );
    expect(afterLock).toMatchObject({ allowed: true, failures: 1 });
  });

  it('gives one attempt back on release, never below zero, and starts over on reset', async () => {
    const row = table()(`release-${_name}`);
    await claimAttempt(t.database.db, row, claimAt(0));
    await claimAttempt(t.database.db, row, claimAt(0));
    await releaseAttempt(t.database.db, row);
    expect((await claimAttempt(t.database.db, row, claimAt(0))).failures).toBe(2);
    await resetAttempts(t.database.db, row);
    await releaseAttempt(t.database.db, row);
    expect(await claimAttempt(t.database.db, row, claimAt(0))).toEqual({
      allowed: true,
      failures: 1,
      lockedUntil: null,
    });
  });
});

describe('the operator login throttle on the one counter', () => {
  it('does not count a refused attempt against an operator name when its address is locked', async () => {
    let at = T0 + 10 * 86_400_000;
    const throttle = createLoginThrottle(createOperatorRepository(t.database.db), () => new Date(at));
    const address = '198.51.100.77';
    const addressKey = (name: string) => throttleKeys(name, address).slice(1);
    // An office address that guessed 30 times, each after its wait, is locked...
    for (let n = 0; n < 30; n += 1) {
      await throttle.admit(addressKey(`guess-${n}`));
      at += 16 * 60_000;
    }
    at -= 16 * 60_000;
    // ...so a new name from it is refused...
    await expect(throttle.admit(throttleKeys('innocent', address))).rejects.toMatchObject({
      code: 'OPERATOR_LOCKED',
    });
    // ...and that name's own count is untouched: from elsewhere it still has its three free tries.
    const nameKey = throttleKeys('innocent', address).slice(0, 1);
    for (let n = 0; n < 3; n += 1) await throttle.admit(nameKey);
    const row = await t.database.db
      .selectFrom('operator_login_failure')
      .select('failures')
      .where('throttle_key', '=', operatorThrottleKey('innocent'))
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(3);
  });
});
