/**
 * One round on the board: the reels stop (or the dice lands) on the server's result, and only then
 * the headline, stake, win and net (a live region, so the outcome is announced once it shows) and,
 * for a gain, the win banner.
 */
import type { StudioOutcome, StudioRound } from '@openlobby/contract/client';
import { byId, ltr, node, notice } from '../shared/dom.ts';
import type { Money } from '../shared/money.ts';
import type { StudioPageConfig } from './config.ts';
import { reducedMotion, stopReels } from './reels.ts';

type DiceOutcome = Extract<StudioOutcome, { engine: 'dice' }>['dice'];

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

function drawDice(dice: DiceOutcome, cfg: StudioPageConfig): void {
  const face = byId('dice-face');
  face.classList.remove('rolling');
  if (!reducedMotion()) {
    // Read layout once so the animation starts again for this roll.
    void face.offsetWidth;
    face.classList.add('rolling');
  }
  face.textContent = rollText(dice.roll);
  face.setAttribute(
    'aria-label',
    `${cfg.text.lastRoll} ${rollText(dice.roll)}: ${dice.won ? cfg.text.won : cfg.text.lost}`,
  );
}

function showBanner(round: StudioRound, money: Money, cfg: StudioPageConfig): void {
  const banner = document.getElementById('win-banner');
  if (banner === null || !isGain(round)) return;
  banner.textContent = '';
  const amount = node('bdi', '', money.showDecimal(round.net));
  // An amount has no letters to take its direction from: "+¥8.15" must not read "¥8.15+" in Urdu.
  amount.dir = 'ltr';
  banner.append(node('span', '', cfg.text.wonNet), amount);
  banner.classList.add('show');
}

/** `spunAt`: when the player tapped (the reels' stops are timed from it). */
export async function presentRound(
  round: StudioRound,
  money: Money,
  cfg: StudioPageConfig,
  spunAt: number,
): Promise<void> {
  if (round.outcome.engine === 'slot') await stopReels(round.outcome.slot, cfg, spunAt);
  else drawDice(round.outcome.dice, cfg);
  document.body.classList.toggle('won', isGain(round));
  byId('headline').textContent = headline(round, money, cfg);
  byId('r-stake').textContent = money.showDecimal(round.stake);
  byId('r-win').textContent = money.showDecimal(round.win);
  byId('r-net').textContent = money.showDecimal(round.net);
  showBanner(round, money, cfg);
  notice(round.status === 'pending' ? cfg.text.pending : '');
}
