/** Helpers for the lottery tests: a clock the tests move, the open issue, orders and a peek at seeds. */
import type { LotteryIssue, LotteryOpenedNumeroValue, PrizeMode } from '@openlobby/contract';
import { deriveNumbers } from '../modules/lottery/draw.ts';
import { call, valueOf } from './accounts-helpers.ts';
import type { TestContext } from './test-app.ts';
import type { Player } from './wallet-helpers.ts';

export const FAST = '1-minute-28';
export const FIVE = '5-minute-ssc';

export interface TestClock {
  readonly now: () => Date;
  advance(byMs: number): void;
  /** Moves to `seconds` past the minute of the current time plus `minutes`. */
  toSecond(seconds: number, minutes?: number): void;
}

/** Starts one second into the next whole minute: a fast issue has just opened. */
export function testClock(): TestClock {
  let ms = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000;
  return {
    now: () => new Date(ms),
    advance(byMs: number) {
      ms += byMs;
    },
    toSecond(seconds: number, minutes = 0) {
      ms = Math.floor(ms / 60_000) * 60_000 + minutes * 60_000 + seconds * 1_000;
    },
  };
}

/**
 * A fresh issue: moves the clock to one second into the next minute, lets the engine open what is
 * due, and answers the open issue of `gameCode`.
 */
export async function freshIssue(t: TestContext, clock: TestClock, gameCode = FAST): Promise<LotteryIssue> {
  clock.toSecond(1, 1);
  await t.app.lottery.tick();
  return openIssue(t, gameCode);
}

export async function openIssue(t: TestContext, gameCode = FAST): Promise<LotteryIssue> {
  const value = valueOf<LotteryOpenedNumeroValue>(
    await call(t, 'GET', '/lgw/games/opened/numero', { gameCode }),
  );
  const issue = value.list[0];
  if (issue === undefined) throw new Error(`no open issue of ${gameCode}`);
  return issue;
}

/**
 * What the issue will draw. Only a test may know this: it reads the secret seed from the database,
 * which no endpoint serves before the draw.
 */
export async function futureNumbers(t: TestContext, gameCode: string, numero: string, digits: number) {
  const row = await t.database.db
    .selectFrom('lottery_issue')
    .select('seed')
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .executeTakeFirstOrThrow();
  return deriveNumbers(row.seed, gameCode, numero, digits);
}

export interface Bet {
  readonly betType: string;
  readonly selection: string;
  readonly stake: string;
}

export function placeOrder(
  t: TestContext,
  player: Player,
  numero: string,
  bets: readonly Bet[],
  options: { gameCode?: string; prizeMode?: PrizeMode } = {},
) {
  return call(
    t,
    'POST',
    '/lgw/orders',
    { gameCode: options.gameCode ?? FAST, numero, prizeMode: options.prizeMode ?? 'Elott', bets },
    { token: player.token },
  );
}

export function cancelSubOrder(t: TestContext, player: Player, subOrderId: string) {
  return call(t, 'POST', '/lgw/orders/suborders/cancel', { subOrderId }, { token: player.token });
}
