/** "My orders": the player's recent orders of this lottery, each bet with its state and a cancel button. */
import type { LotteryOrder, LotterySubOrder } from '@openlobby/contract/client';
import { byId, ltr, node } from '../shared/dom.ts';
import type { Money } from '../shared/money.ts';
import type { LotteryText } from './config.ts';
import { betText } from './slip.ts';
import { isOpen, type LotteryState } from './state.ts';

/** Which orders' details the player opened, kept across redraws. */
const openDetails = new Set<string>();

/** A bet can be cancelled while it waits for the draw and its issue still takes bets. */
function cancellable(state: LotteryState, order: LotteryOrder, sub: LotterySubOrder): boolean {
  return sub.status === 'placed' && isOpen(state) && order.numero === state.issue?.numero;
}

/**
 * An order's state in a word or an amount: waiting for its draw while any bet is, then what it won,
 * or lost. "Win 0.00" before the draw read as a loss; a win no larger than the stake is not green.
 */
export function orderStatus(
  order: LotteryOrder,
  money: Money,
  T: LotteryText,
): { readonly text: string; readonly kind: LotterySubOrder['status'] } {
  const subs = order.subOrders;
  if (subs.some((sub) => sub.status === 'placed')) return { text: T.pending, kind: 'placed' };
  if (subs.every((sub) => sub.status === 'cancelled')) return { text: T.statusCancelled, kind: 'cancelled' };
  const win = money.minor(order.win) ?? 0n;
  if (win === 0n) return { text: T.statusLost, kind: 'lost' };
  const text = `${T.win} ${ltr(money.showDecimal(order.win))}`;
  return { text, kind: win > (money.minor(order.stake) ?? 0n) ? 'won' : 'lost' };
}

export function drawOrders(state: LotteryState, cancel: (subOrderId: string) => void): void {
  const T = state.cfg.text;
  const { money } = state;
  const statusText = {
    placed: T.pending,
    won: T.statusWon,
    lost: T.statusLost,
    cancelled: T.statusCancelled,
  };
  const list = byId('orders');
  list.textContent = '';
  if (state.orders.length === 0) {
    list.appendChild(node('li', 'empty', T.noOrders));
    return;
  }
  for (const order of state.orders) {
    const item = node('li');
    const details = node('details', 'order');
    details.open = openDetails.has(order.orderId);
    details.addEventListener('toggle', () => {
      if (details.open) openDetails.add(order.orderId);
      else openDetails.delete(order.orderId);
    });
    const summary = node('summary');
    summary.appendChild(node('span', 'numero', `${T.issue} ${order.numero}`));
    const status = orderStatus(order, money, T);
    const line = node('span', '', `${T.stake} ${ltr(money.showDecimal(order.stake))} · `);
    line.appendChild(node('span', `status-${status.kind}`, status.text));
    summary.appendChild(line);
    details.appendChild(summary);
    const subs = node('ul');
    for (const sub of order.subOrders) {
      const line = node('li', 'sub');
      line.appendChild(
        node(
          'span',
          '',
          `${betText(state, sub.betType, sub.selection)} · ${T.odds} ${ltr(sub.odds)} · ` +
            `${T.stake} ${ltr(money.showDecimal(sub.stake))} · ${T.potentialWin} ${ltr(money.showDecimal(sub.potentialWin))}`,
        ),
      );
      const won = sub.status === 'won' ? ` ${ltr(money.showDecimal(sub.win))}` : '';
      line.appendChild(node('span', `status-${sub.status}`, statusText[sub.status] + won));
      const button = node('button', 'secondary cancel', T.cancel);
      button.type = 'button';
      button.setAttribute('aria-label', `${T.cancelBet}: ${betText(state, sub.betType, sub.selection)}`);
      button.hidden = !cancellable(state, order, sub);
      button.addEventListener('click', () => cancel(sub.subOrderId));
      button.dataset.order = order.orderId;
      button.dataset.sub = sub.subOrderId;
      line.appendChild(button);
      subs.appendChild(line);
    }
    details.appendChild(subs);
    item.appendChild(details);
    list.appendChild(item);
  }
}

/** Shows each cancel button only while its bet can still be cancelled (the clock moves on). */
export function drawCancels(state: LotteryState): void {
  document.querySelectorAll<HTMLButtonElement>('button.cancel').forEach((button) => {
    const order = state.orders.find((candidate) => candidate.orderId === button.dataset.order);
    const sub = order?.subOrders.find((candidate) => candidate.subOrderId === button.dataset.sub);
    button.hidden = !(order !== undefined && sub !== undefined && cancellable(state, order, sub));
  });
}
