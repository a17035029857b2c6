/**
 * The rules of the limits a member sets for themself, as pure functions (no clock, no database):
 * what a change does, which limit is in force at an instant, and which limit an action meets.
 *
 * - Lowering a limit, or setting one where there was none, applies at once and cancels a pending
 *   raise or removal. Raising or removing one applies PROTECTION_RAISE_DELAY_MS later; until then
 *   the old limit holds and the change is pending (a second raise replaces the first, restarting
 *   its clock).
 * - A pending change whose time has come is the limit in force.
 * - Where several limits apply to one action, the lowest headroom (limit minus usage, never below
 *   0) decides, and the action is refused when its amount is above it.
 */
import {
  LIMIT_PERIOD_MS,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimitPeriod,
  PROTECTION_RAISE_DELAY_MS,
} from '@openlobby/contract';

export interface LimitState {
  /** The limit in force; null: none. */
  readonly amount: bigint | null;
  /** A raise or removal waiting for `at` (ISO); amount null: removal. */
  readonly pending: { readonly amount: bigint | null; readonly at: string } | null;
}

export const NO_LIMIT: LimitState = { amount: null, pending: null };

/** The state at `now`: a pending change that is due has become the limit in force. */
export function stateAt(state: LimitState, now: Date): LimitState {
  if (state.pending === null || Date.parse(state.pending.at) > now.getTime()) return state;
  return { amount: state.pending.amount, pending: null };
}

export interface LimitChange {
  readonly before: LimitState;
  readonly after: LimitState;
  /** When the requested value is in force (now, or 24 hours on). */
  readonly appliesAt: string;
  readonly immediate: boolean;
}

/** What asking for `requested` (null: remove) does to a limit at `now`. */
export function changeLimit(current: LimitState, requested: bigint | null, now: Date): LimitChange {
  const before = stateAt(current, now);
  const lowering = requested !== null && (before.amount === null || requested <= before.amount);
  if (lowering || (requested === null && before.amount === null)) {
    return {
      before,
      after: { amount: requested, pending: null },
      appliesAt: now.toISOString(),
      immediate: true,
    };
  }
  const appliesAt = new Date(now.getTime() + PROTECTION_RAISE_DELAY_MS).toISOString();
  return {
    before,
    after: { amount: before.amount, pending: { amount: requested, at: appliesAt } },
    appliesAt,
    immediate: false,
  };
}

/** The instant a money window starts when it ends at `now`. */
export function windowStart(period: MoneyLimitPeriod, now: Date): Date {
  return new Date(now.getTime() - LIMIT_PERIOD_MS[period]);
}

/** A limit in force with what has been used of it. */
export interface LimitInForce {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly limit: bigint;
  readonly used: bigint;
}

export function headroom(limit: LimitInForce): bigint {
  const left = limit.limit - limit.used;
  return left > 0n ? left : 0n;
}

/** The applicable limit with the lowest headroom (the one that decides), or null when there is none. */
export function tightest(limits: readonly LimitInForce[]): LimitInForce | null {
  let best: LimitInForce | null = null;
  for (const limit of limits) if (best === null || headroom(limit) < headroom(best)) best = limit;
  return best;
}

/** The limit that refuses an action of `amount`, or null when every applicable limit allows it. */
export function refusingLimit(limits: readonly LimitInForce[], amount: bigint): LimitInForce | null {
  const decisive = tightest(limits);
  return decisive !== null && amount > headroom(decisive) ? decisive : null;
}

/** Loss in a window: stakes minus wins, never below 0. */
export function netLoss(stakes: bigint, wins: bigint): bigint {
  return stakes > wins ? stakes - wins : 0n;
}

/** One counted movement in a window: a deposit, a stake, or a bet's stake minus its win (loss). */
export interface Usage {
  readonly at: string;
  readonly amount: bigint;
}

/**
 * When an action of `amount` fits a rolling limit again: the moment enough of the oldest usage has
 * left the window (each row leaves `periodMs` after it happened). `rows` are every counted row of
 * the window, oldest first; loss rows may be negative (a win above its stake), and the window's loss
 * is their sum, never below 0. Null when the amount is above the limit itself, or when it fits now.
 */
export function headroomReturnsAt(
  rows: readonly Usage[],
  limit: bigint,
  amount: bigint,
  periodMs: number,
  loss: boolean,
): string | null {
  if (amount > limit) return null;
  let remaining = rows.reduce((sum, row) => sum + row.amount, 0n);
  const used = () => (loss && remaining < 0n ? 0n : remaining);
  if (used() + amount <= limit) return null;
  for (const row of rows) {
    remaining -= row.amount;
    if (used() + amount <= limit) return new Date(Date.parse(row.at) + periodMs).toISOString();
  }
  return null;
}
