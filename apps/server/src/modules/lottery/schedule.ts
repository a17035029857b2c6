/**
 * Issue times, fixed by the clock alone: issue k of a game draws at offset + k * period seconds
 * after the epoch (UTC), opens at the previous draw, and closes `closeLead` seconds before its
 * draw. Every instance computes the same issues, and a restart keeps the timetable.
 */
import type { LotteryGameDefinition } from './games.ts';

export interface IssueSlot {
  readonly numero: string;
  readonly opensAt: Date;
  readonly closesAt: Date;
  readonly drawsAt: Date;
}

const DAY = 86_400;

function yyyymmdd(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * Daily games: the draw's date ("20261123"). Faster games: the opening date and the issue's
 * 1-based place in that day ("202611230421"). Fixed length per game, so text order is draw order.
 */
export function numeroOf(game: LotteryGameDefinition, opensAt: Date, drawsAt: Date): string {
  if (game.periodSeconds >= DAY) return yyyymmdd(drawsAt);
  const secondOfDay = Math.floor(opensAt.getTime() / 1000) % DAY;
  const place = Math.floor(secondOfDay / game.periodSeconds) + 1;
  return `${yyyymmdd(opensAt)}${String(place).padStart(4, '0')}`;
}

export function slotByIndex(game: LotteryGameDefinition, index: number): IssueSlot {
  const drawSecond = game.offsetSeconds + index * game.periodSeconds;
  const drawsAt = new Date(drawSecond * 1000);
  const opensAt = new Date((drawSecond - game.periodSeconds) * 1000);
  const closesAt = new Date((drawSecond - game.closeLeadSeconds) * 1000);
  return { numero: numeroOf(game, opensAt, drawsAt), opensAt, closesAt, drawsAt };
}

/** The index of the issue open at `now` (it opened at or before now and draws after it). */
export function currentIndex(game: LotteryGameDefinition, now: Date): number {
  const second = Math.floor(now.getTime() / 1000);
  return Math.floor((second - game.offsetSeconds) / game.periodSeconds) + 1;
}
