/** The bet slip: the bets added and not yet placed, each with its potential win, and their total. */
import { byId, ltr, node } from '../shared/dom.ts';
import type { LotteryText } from './config.ts';
import { payout, type LotteryState } from './state.ts';

/** The bet type's name in the page's language, as the game list gives it. */
export function typeName(state: LotteryState, type: string): string {
  return state.game?.betTypes.find((info) => info.betType === type)?.name ?? type;
}

const SIDES = { BIG: 'big', SMALL: 'small', ODD: 'odd', EVEN: 'even' } as const;

/** BIG, SMALL, ODD, EVEN in the page's language; any other selection as it is. */
export function sideText(T: LotteryText, selection: string): string {
  const key = SIDES[selection as keyof typeof SIDES] as keyof LotteryText | undefined;
  return key === undefined ? selection : T[key];
}

/** A bet as the player reads it: its type and selection in words, numbers kept left to right. */
export function betText(state: LotteryState, type: string, selection: string): string {
  const T = state.cfg.text;
  const [position, digit] = selection.split(':');
  const word = sideText(T, selection);
  const shown =
    type === 'POSITION' && digit !== undefined
      ? `${T.position} ${ltr(`${position}: ${digit}`)}`
      : word === selection
        ? ltr(selection)
        : word;
  return `${typeName(state, type)} ${shown}`;
}

export function drawSlip(state: LotteryState, onChange: () => void): void {
  const T = state.cfg.text;
  const money = state.money;
  const list = byId('slip');
  list.textContent = '';
  if (state.slip.length === 0) list.appendChild(node('li', 'empty', T.slipEmpty));
  let total = 0n;
  state.slip.forEach((bet, index) => {
    total += bet.stakeMinor;
    const item = node('li');
    const label = betText(state, bet.betType, bet.selection);
    item.appendChild(
      node(
        'span',
        '',
        `${label} · ${T.stake} ${ltr(money.show(bet.stakeMinor))} · ` +
          `${T.potentialWin} ${ltr(money.show(payout(bet.stakeMinor, bet.odds)))}`,
      ),
    );
    const remove = node('button', 'secondary', T.remove);
    remove.type = 'button';
    remove.setAttribute('aria-label', `${T.remove}: ${label}`);
    remove.addEventListener('click', () => {
      state.slip.splice(index, 1);
      drawSlip(state, onChange);
    });
    item.appendChild(remove);
    list.appendChild(item);
  });
  byId('slip-total').textContent = money.show(total);
  onChange();
}
