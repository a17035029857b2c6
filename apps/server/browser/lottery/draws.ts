/** The latest result with the player's own outcome of it, and the draw history with its seeds. */
import type { LotteryIssue, LotteryOrder } from '@openlobby/contract/client';
import { byId, ltr, node } from '../shared/dom.ts';
import type { Money } from '../shared/money.ts';
import type { LotteryText } from './config.ts';
import type { LotteryState } from './state.ts';

function balls(target: HTMLElement, numbers: readonly number[] | null, T: LotteryText): void {
  target.textContent = '';
  (numbers ?? []).forEach((digit) => target.appendChild(node('span', 'ball', String(digit))));
  target.setAttribute('aria-label', `${T.numbers} ${(numbers ?? []).join(' ')}`);
}

export interface Outcome {
  readonly text: string;
  readonly won: boolean;
  /** Every bet of the player's in the draw is settled: the text is the last word on it. */
  readonly settled: boolean;
}

/**
 * The player's outcome of one draw, summed over their orders of it. It is "won" only when the wins
 * exceed the stakes: a win smaller than the stake is a net loss and never reads as a win.
 */
export function drawOutcome(mine: readonly LotteryOrder[], money: Money, T: LotteryText): Outcome {
  let stake = 0n;
  let win = 0n;
  let settling = false;
  for (const order of mine) {
    for (const sub of order.subOrders) {
      if (sub.status === 'cancelled') continue;
      if (sub.status === 'placed') settling = true;
      stake += money.minor(sub.stake) ?? 0n;
      win += money.minor(sub.win) ?? 0n;
    }
  }
  if (settling) return { text: T.waiting, won: false, settled: false };
  const settled = stake > 0n;
  if (settled && win > stake) {
    const text = `${T.youWon} ${ltr(money.show(win))} (${ltr(money.show(win - stake, true))})`;
    return { text, won: true, settled };
  }
  if (settled && win === stake) return { text: T.evenNet, won: false, settled };
  if (settled && win > 0n) return { text: T.netLoss, won: false, settled };
  if (settled) return { text: T.noWin, won: false, settled };
  return { text: '', won: false, settled };
}

/** Shows the latest draw and answers the player's outcome of it (null when there is none yet). */
export function drawResult(state: LotteryState, drawn: LotteryIssue | undefined): Outcome | null {
  if (drawn === undefined) return null;
  const T = state.cfg.text;
  const box = byId('result');
  if (drawn.numero !== state.shownNumero) {
    state.shownNumero = drawn.numero;
    byId('result-numero').textContent = drawn.numero;
    balls(byId('result-balls'), drawn.numbers, T);
    // Restart the roll animation for the new draw.
    box.classList.remove('rolling');
    void box.offsetWidth;
    box.classList.add('rolling');
  }
  const outcome = drawOutcome(
    state.orders.filter((order) => order.numero === drawn.numero),
    state.money,
    T,
  );
  box.classList.toggle('won', outcome.won);
  byId('headline').textContent = outcome.text;
  return outcome;
}

export function drawHistory(state: LotteryState, list: readonly LotteryIssue[]): void {
  const T = state.cfg.text;
  const history = byId('history');
  history.textContent = '';
  if (list.length === 0) {
    history.appendChild(node('li', 'empty', T.noDraws));
    return;
  }
  for (const draw of list) {
    const item = node('li');
    item.appendChild(node('span', 'numero', `${T.issue} ${draw.numero}`));
    const row = node('div', 'balls');
    row.setAttribute('role', 'img');
    balls(row, draw.numbers, T);
    item.appendChild(row);
    item.appendChild(node('span', '', T.seedHash));
    item.appendChild(node('code', '', draw.seedHash ?? ''));
    item.appendChild(node('span', '', T.seed));
    item.appendChild(node('code', '', draw.seed ?? ''));
    const link = node('a', '', T.verify);
    const theme = document.body.classList.contains('theme-light') ? 'light' : 'dark';
    link.href =
      `${state.cfg.verifyPath}?gameCode=${draw.gameCode}&numero=${draw.numero}&seed=${draw.seed ?? ''}` +
      `&lang=${state.cfg.lang}&cssName=${theme}`;
    link.target = '_blank';
    link.rel = 'noopener';
    link.setAttribute('aria-label', `${T.verifyDraw} ${draw.numero}`);
    item.appendChild(link);
    history.appendChild(item);
  }
}
