/** What the lottery page knows at a moment: the session, the game, the open issue, slip and orders. */
import type { LotteryBetType, LotteryGame, LotteryIssue, LotteryOrder } from '@openlobby/contract/client';
import { type Money, moneyAt } from '../shared/money.ts';
import type { LotteryPageConfig } from './config.ts';

/** From the lobby's handshake; an empty token is a guest, who may watch but not bet. */
export interface LotterySession {
  readonly token: string;
  readonly merchantCode: string;
}

export interface SlipBet {
  readonly betType: LotteryBetType;
  readonly selection: string;
  readonly stakeMinor: bigint;
  /** Hundredths, stake included. */
  readonly odds: number;
}

export interface LotteryState {
  readonly cfg: LotteryPageConfig;
  session: LotterySession | null;
  game: LotteryGame | null;
  issue: LotteryIssue | null;
  /** Server clock minus ours, in ms. */
  skew: number;
  slip: SlipBet[];
  orders: LotteryOrder[];
  /** The numero of the draw on show, so a refresh knows when a new one arrived. */
  shownNumero: string | null;
  /** The currency's money, at its scale once the game list told it. */
  money: Money;
  busy: boolean;
}

export function initialState(cfg: LotteryPageConfig): LotteryState {
  return {
    cfg,
    session: null,
    game: null,
    issue: null,
    skew: 0,
    slip: [],
    orders: [],
    shownNumero: null,
    money: moneyAt(2, cfg.lang),
    busy: false,
  };
}

export function signedIn(state: LotteryState): boolean {
  return state.session !== null && state.session.token !== '';
}

/** Time left to bet on the open issue, by the server's clock. */
export function remaining(state: LotteryState): number {
  return state.issue === null ? 0 : Date.parse(state.issue.closesAt) - (Date.now() + state.skew);
}

export function isOpen(state: LotteryState): boolean {
  return state.issue !== null && remaining(state) > 0;
}

/** stake * odds, rounded down to the minor unit: the server's payout (bets.ts). */
export function payout(stakeMinor: bigint, oddsHundredths: number): bigint {
  return (stakeMinor * BigInt(oddsHundredths)) / 100n;
}
