/**
 * One real app for a whole test file, on a clock the tests move: built before the file's tests and
 * closed after them. For what runs on time: the lottery's issues, and the betting records its
 * orders and the vendors' bets leave.
 */
import { afterAll, beforeAll } from 'vitest';
import { ACCOUNTS_ENV } from './accounts-helpers.ts';
import { type TestClock, testClock } from './lottery-helpers.ts';
import { type TestContext, createTestApp } from './test-app.ts';
import { type Player, fund, newPlayer } from './wallet-helpers.ts';

export interface AppOnTestClock {
  /** What the app reads as now: starts one second into a fast issue. */
  readonly clock: TestClock;
  /** The app, from the file's first test (or beforeAll) on. */
  readonly t: TestContext;
  /** A new member with `minor` minor units (100.00 by default) in their wallet. */
  readonly funded: (minor?: bigint) => Promise<Player>;
}

/** Call at the top of a test file: it registers the hooks that build and close the app. */
export function appOnTestClock(): AppOnTestClock {
  const clock = testClock();
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: clock.now } });
  });
  afterAll(async () => {
    await context?.close();
  });
  const setup: AppOnTestClock = {
    clock,
    get t(): TestContext {
      if (context === undefined) throw new Error('the app is built in beforeAll, before the first test');
      return context;
    },
    funded: async (minor = 10_000n) => {
      const player = await newPlayer(setup.t);
      await fund(setup.t, player, minor);
      return player;
    },
  };
  return setup;
}
