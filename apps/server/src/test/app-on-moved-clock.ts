/**
 * One real app for a whole test file on the real clock moved by an offset the tests set, with the
 * studio's dice game for seamless bets: for the player protection tests, whose limits, time-outs and
 * reality checks run on time while the rest of the app (sessions, sign-ins) keeps real time passing.
 * Unlike app-on-test-clock.ts, the clock never stands still.
 */
import { afterAll, beforeAll } from 'vitest';
import { ACCOUNTS_ENV } from './accounts-helpers.ts';
import { diceBet, diceWin, gameByCode, txId } from './seamless-helpers.ts';
import { type TestContext, createTestApp } from './test-app.ts';

const VENDOR = 'OLI';

type DiceGame = Awaited<ReturnType<typeof gameByCode>>;

export interface AppOnMovedClock {
  /** The app, from the file's first test (or beforeAll) on. */
  readonly t: TestContext;
  /** The dice game, to open a seamless session at. */
  readonly dice: DiceGame;
  /** What the app reads as now, in milliseconds: the real time plus the offset. */
  readonly now: () => number;
  /** Moves the app's clock on by `ms`. */
  readonly move: (ms: number) => void;
  /** Back to the real time. */
  readonly reset: () => void;
  /** A dice bet at the app's now. */
  readonly bet: (
    session: { playerId: string; sessionId: string },
    amount: string,
    id?: string,
  ) => ReturnType<typeof diceBet>;
  /** The win of the dice bet `betId`, at the app's now. */
  readonly win: (playerId: string, betId: string, amount: string) => ReturnType<typeof diceWin>;
}

/** Call at the top of a test file: it registers the hooks that build and close the app. */
export function appOnMovedClock(): AppOnMovedClock {
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  let built: { t: TestContext; dice: DiceGame } | undefined;
  beforeAll(async () => {
    const t = await createTestApp({ env: ACCOUNTS_ENV, accounts: { now: () => new Date(now()) } });
    built = { t, dice: await gameByCode(t, VENDOR, 'dice') };
  });
  afterAll(async () => {
    await built?.t.close();
  });
  const app = () => {
    if (built === undefined) throw new Error('the app is built in beforeAll, before the first test');
    return built;
  };
  return {
    get t() {
      return app().t;
    },
    get dice() {
      return app().dice;
    },
    now,
    move: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
    bet: (session, amount, id = txId('bet')) => diceBet(app().t, VENDOR, session, amount, now(), id),
    win: (playerId, betId, amount) => diceWin(app().t, VENDOR, playerId, betId, amount, now()),
  };
}
