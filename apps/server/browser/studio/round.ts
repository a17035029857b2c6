/** One round on the board: the headline, stake, win and net, and the reels or the dice face. */
import type { StudioOutcome, StudioRound } from '@openlobby/contract/client';
import { byId, ltr, notice } from '../shared/dom.ts';
import type { Money } from '../shared/money.ts';
import type { StudioPageConfig } from './config.ts';

type SlotOutcome = Extract<StudioOutcome, { engine: 'slot' }>['slot'];
type DiceOutcome = Extract<StudioOutcome, { engine: 'dice' }>['dice'];

/** The five pay lines: the row on each of the three reels. */
const LINES: readonly (readonly number[])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** A round gained only when its net is positive: a win smaller than the stake is a net loss. */
export const isGain = (round: StudioRound) => round.net.startsWith('+');

export function headline(round: StudioRound, money: Money, cfg: StudioPageConfig): string {
  const T = cfg.text;
  if (isGain(round)) return `${T.wonNet} ${ltr(money.showDecimal(round.net))}`;
  const win = money.minor(round.win) ?? 0n;
  if (win > 0n) return win === money.minor(round.stake) ? T.evenNet : T.netLoss;
  return T.noWin;
}

/** A roll is 0..9999 shown as 00.00..99.99, whatever the currency. */
export function rollText(roll: number): string {
  return `${String(Math.floor(roll / 100)).padStart(2, '0')}.${String(roll % 100).padStart(2, '0')}`;
}

function drawReels(slot: SlotOutcome, cfg: StudioPageConfig): void {
  const hits = new Set<number>();
  for (const line of slot.lines) LINES[line.line]?.forEach((row, reel) => hits.add(reel * 3 + row));
  document.querySelectorAll<HTMLElement>('.cell').forEach((cell, index) => {
    const symbol = slot.grid[Math.floor(index / 3)]?.[index % 3] ?? 0;
    cell.textContent = cfg.glyphs[symbol] ?? '';
    cell.setAttribute('aria-label', cfg.names[symbol] ?? '');
    cell.className = `cell s${symbol}${hits.has(index) ? ' hit' : ''}`;
  });
}

function drawDice(dice: DiceOutcome, cfg: StudioPageConfig): void {
  const face = byId('dice-face');
  face.textContent = rollText(dice.roll);
  face.setAttribute(
    'aria-label',
    `${cfg.text.lastRoll} ${rollText(dice.roll)}: ${dice.won ? cfg.text.won : cfg.text.lost}`,
  );
}

export function drawRound(round: StudioRound, money: Money, cfg: StudioPageConfig): void {
  document.body.classList.toggle('won', isGain(round));
  byId('headline').textContent = headline(round, money, cfg);
  byId('r-stake').textContent = money.showDecimal(round.stake);
  byId('r-win').textContent = money.showDecimal(round.win);
  byId('r-net').textContent = money.showDecimal(round.net);
  if (round.outcome.engine === 'slot') drawReels(round.outcome.slot, cfg);
  else drawDice(round.outcome.dice, cfg);
  notice(round.status === 'pending' ? cfg.text.pending : '');
}
