/**
 * The bet form: bet type, the balls the player taps for the selection, the stake they type, and the preview
 * of odds and potential win. The stake is read by the contract's rules at the currency's scale: a
 * fraction of a minor unit is refused, never rounded.
 */
import type { LotteryBetType, LotteryGame } from '@openlobby/contract/client';
import { byId, ltr, node } from '../shared/dom.ts';
import { sideText } from './slip.ts';
import { payout, type LotteryState } from './state.ts';

export type BetCheck =
  | {
      readonly ok: true;
      readonly betType: LotteryBetType;
      readonly selection: string;
      readonly stakeMinor: bigint;
      readonly odds: number;
    }
  | { readonly ok: false; readonly reason: 'selection' | 'stake' };

/** The server's odds of a selection, in hundredths (0 when it has none). */
function oddsOf(state: LotteryState, game: LotteryGame, type: LotteryBetType, selection: string): number {
  const byType = state.cfg.odds[game.digits]?.[type];
  return byType?.[selection] ?? byType?.['*'] ?? 0;
}

/** 196 -> "1.96": odds are always shown with two decimals, whatever the currency. */
function oddsText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String((hundredths % 100) + 100).slice(1)}`;
}

function option(select: HTMLSelectElement, value: string, label: string): void {
  const item = node('option', '', label);
  item.value = value;
  select.appendChild(item);
}

const selectValue = (id: string) => byId<HTMLSelectElement>(id).value;
const pressed = (scope: ParentNode) => [...scope.querySelectorAll<HTMLElement>('[aria-pressed=true]')];

export interface BetForm {
  fillBetTypes(game: LotteryGame): void;
  /** Redraws the balls for the chosen bet type. */
  buildSelection(): void;
  /** Releases every ball, for the next bet. */
  clearSelection(): void;
  check(): BetCheck;
  preview(): void;
}

/**
 * The selection is picked on balls: toggle buttons (aria-pressed) of at least 44 px, named for a
 * screen reader ("Position 2: 7"). A STRAIGHT bet takes one ball per position; every other type
 * takes one ball in all. The selection string they make is the one the server's rules check.
 */
export function betForm(state: LotteryState): BetForm {
  const T = state.cfg.text;

  /** A set of balls under a legend; a tap presses one and releases the others of `scope`. */
  function balls(
    legend: string,
    picks: readonly (readonly [value: string, face: string, name: string])[],
    wide = false,
  ): HTMLFieldSetElement {
    const set = node('fieldset', 'pick-set');
    set.appendChild(node('legend', '', legend));
    const grid = node('div', wide ? 'pick wide' : 'pick');
    for (const [value, face, name] of picks) {
      const ball = node('button', 'pick-ball', face);
      ball.type = 'button';
      ball.dataset.v = value;
      ball.setAttribute('aria-pressed', 'false');
      if (name !== face) ball.setAttribute('aria-label', name);
      grid.appendChild(ball);
    }
    set.appendChild(grid);
    return set;
  }

  const digits = (position: number, value: (digit: number) => string) =>
    Array.from(
      { length: 10 },
      (_, digit) => [value(digit), String(digit), `${T.position} ${position}: ${digit}`] as const,
    );

  function buildSelection(): void {
    const game = state.game;
    if (game === null) return;
    const box = byId('selection');
    box.textContent = '';
    const type = selectValue('bet-type');
    box.dataset.type = type;
    if (type === 'STRAIGHT' || type === 'POSITION') {
      for (let position = 1; position <= game.digits; position += 1) {
        const value = (digit: number) => (type === 'STRAIGHT' ? String(digit) : `${position}:${digit}`);
        box.appendChild(balls(`${T.position} ${position}`, digits(position, value)));
      }
    } else if (type === 'BIG_SMALL' || type === 'ODD_EVEN') {
      const sides = type === 'BIG_SMALL' ? ['BIG', 'SMALL'] : ['ODD', 'EVEN'];
      const named = sides.map((side) => [side, sideText(T, side), sideText(T, side)] as const);
      box.appendChild(balls(T.selection, named, true));
    } else {
      const sums = Array.from(
        { length: 9 * game.digits + 1 },
        (_, sum) => [String(sum), String(sum), `${T.sum} ${sum}`] as const,
      );
      box.appendChild(balls(T.sum, sums));
    }
    preview();
  }

  /** A tap: a STRAIGHT ball replaces the other ball of its position, any other ball every other one. */
  function tap(ball: HTMLElement): void {
    const box = byId('selection');
    const scope = box.dataset.type === 'STRAIGHT' ? (ball.closest('fieldset') ?? box) : box;
    const on = ball.getAttribute('aria-pressed') !== 'true';
    pressed(scope).forEach((other) => other.setAttribute('aria-pressed', 'false'));
    ball.setAttribute('aria-pressed', String(on));
    preview();
  }

  function clearSelection(): void {
    pressed(byId('selection')).forEach((ball) => ball.setAttribute('aria-pressed', 'false'));
    preview();
  }

  /**
   * The pressed balls as the bet's selection, or '' while it is incomplete: for STRAIGHT one ball
   * of each position, its digits in order; for the rest one ball in all.
   */
  function currentSelection(type: string): string {
    const box = byId('selection');
    const sets = type === 'STRAIGHT' ? [...box.querySelectorAll('fieldset')] : [box];
    const chosen = sets.map((set) => pressed(set));
    return chosen.every((picked) => picked.length === 1)
      ? chosen.map((picked) => picked[0]?.dataset.v ?? '').join('')
      : '';
  }

  /** The typed stake in minor units, or null when the contract's rules refuse it. */
  function typedStake(): bigint | null {
    const parsed = state.money.parse(byId<HTMLInputElement>('stake').value);
    return parsed.ok ? parsed.minor : null;
  }

  function check(): BetCheck {
    const game = state.game;
    if (game === null) return { ok: false, reason: 'selection' };
    const betType = selectValue('bet-type') as LotteryBetType;
    const selection = currentSelection(betType);
    if (selection === '') return { ok: false, reason: 'selection' };
    const stakeMinor = typedStake();
    const min = state.money.minor(game.minStake);
    const max = state.money.minor(game.maxStake);
    if (stakeMinor === null || min === null || max === null || stakeMinor < min || stakeMinor > max) {
      return { ok: false, reason: 'stake' };
    }
    return { ok: true, betType, selection, stakeMinor, odds: oddsOf(state, game, betType, selection) };
  }

  function preview(): void {
    const game = state.game;
    if (game === null) return;
    const out = byId('preview');
    const betType = selectValue('bet-type') as LotteryBetType;
    const selection = currentSelection(betType);
    out.className = 'preview';
    if (selection === '') {
      out.textContent = T.pickHint;
      return;
    }
    const odds = oddsOf(state, game, betType, selection);
    let line = `${T.odds} ${ltr(oddsText(odds))}`;
    const stake = typedStake();
    if (stake !== null) line += ` · ${T.potentialWin} ${ltr(state.money.show(payout(stake, odds)))}`;
    out.textContent = line;
  }

  function fillBetTypes(game: LotteryGame): void {
    const select = byId<HTMLSelectElement>('bet-type');
    game.betTypes.forEach((info) => option(select, info.betType, info.name));
  }

  byId('selection').addEventListener('click', (event) => {
    const ball = (event.target as Element).closest<HTMLElement>('.pick-ball');
    if (ball !== null) tap(ball);
  });

  return { fillBetTypes, buildSelection, clearSelection, check, preview };
}
