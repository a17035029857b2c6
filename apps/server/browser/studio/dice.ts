/**
 * The dice controls: the chance and side the player picks, and the preview of what the chosen stake
 * pays, counted in minor units at the session's scale (the server's rule: stake * return / chance,
 * rounded down).
 */
import { byId, ltr } from '../shared/dom.ts';
import type { Money } from '../shared/money.ts';
import type { StudioPageConfig } from './config.ts';
import { rollText } from './round.ts';
import type { DiceChoice } from './studio-api.ts';

export function diceChoice(): DiceChoice {
  const side = document.querySelector<HTMLInputElement>('input[name=side]:checked');
  return {
    chance: Number(byId<HTMLInputElement>('chance').value) * 100,
    direction: side?.value === 'over' ? 'over' : 'under',
  };
}

export function previewDice(cfg: StudioPageConfig, money: Money): void {
  if (cfg.engine !== 'dice') return;
  const T = cfg.text;
  const choice = diceChoice();
  byId('chance-out').textContent = `${choice.chance / 100}%`;
  const stake = money.minor(byId<HTMLSelectElement>('stake').value || '0') ?? 0n;
  const pays = (stake * BigInt(cfg.diceReturnBp)) / BigInt(choice.chance);
  const multiplier = Math.floor((cfg.diceReturnBp * 10000) / choice.chance) / 10000;
  const edge = choice.direction === 'under' ? rollText(choice.chance) : rollText(10000 - choice.chance);
  const wins = choice.direction === 'under' ? `< ${edge}` : `≥ ${edge}`;
  const payout = money.show(pays);
  byId('dice-preview').textContent =
    `${T.winsIf} ${ltr(wins)} · ${T.multiplier} ${ltr(`${multiplier}×`)} · ${T.payout}: ${ltr(payout)}`;
}
