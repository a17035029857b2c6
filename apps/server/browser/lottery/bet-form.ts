/**
 * The bet form: bet type, the selection that fits it, the stake the player types, and the preview
 * of odds and potential win. The stake is read by the contract's rules at the currency's scale: a
 * fraction of a minor unit is refused, never rounded.
 */
import type { LotteryBetType, LotteryGame } from '@openlobby/contract/client';
import { byId, ltr, node } from '../shared/dom.ts';
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

function checked(name: string): string {
  return document.querySelector<HTMLInputElement>(`input[name=${name}]:checked`)?.value ?? '';
}

export interface BetForm {
  fillBetTypes(game: LotteryGame): void;
  /** Redraws the selection inputs for the chosen bet type. */
  buildSelection(): void;
  check(): BetCheck;
  preview(): void;
}

export function betForm(state: LotteryState): BetForm {
  const T = state.cfg.text;

  function choice(
    name: string,
    pairs: readonly (readonly [string, string])[],
    legend: string,
  ): HTMLFieldSetElement {
    const set = node('fieldset', 'choices');
    set.setAttribute('role', 'radiogroup');
    set.appendChild(node('legend', '', legend));
    pairs.forEach(([value, label], index) => {
      const wrap = node('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = name;
      input.value = value;
      input.checked = index === 0;
      input.addEventListener('change', preview);
      wrap.appendChild(input);
      wrap.appendChild(document.createTextNode(label));
      set.appendChild(wrap);
    });
    return set;
  }

  function numberSelect(id: string, label: string, from: number, to: number): HTMLLabelElement {
    const wrap = node('label', '', label);
    const select = document.createElement('select');
    select.id = id;
    for (let value = from; value <= to; value += 1) option(select, String(value), String(value));
    select.addEventListener('change', preview);
    wrap.appendChild(select);
    return wrap;
  }

  function buildSelection(): void {
    const game = state.game;
    if (game === null) return;
    const box = byId('selection');
    box.textContent = '';
    const type = selectValue('bet-type');
    if (type === 'STRAIGHT') {
      const wrap = node('label', '', `${T.straight} (${game.digits})`);
      const input = document.createElement('input');
      input.id = 'sel-number';
      input.inputMode = 'numeric';
      input.maxLength = game.digits;
      input.autocomplete = 'off';
      input.value = '0123456789'.slice(0, game.digits);
      input.addEventListener('input', preview);
      wrap.appendChild(input);
      box.appendChild(wrap);
    } else if (type === 'POSITION') {
      const row = node('div', 'row');
      row.appendChild(numberSelect('sel-position', T.position, 1, game.digits));
      row.appendChild(numberSelect('sel-digit', T.digit, 0, 9));
      box.appendChild(row);
    } else if (type === 'BIG_SMALL') {
      box.appendChild(
        choice(
          'sel-bs',
          [
            ['BIG', T.big],
            ['SMALL', T.small],
          ],
          T.selection,
        ),
      );
    } else if (type === 'ODD_EVEN') {
      box.appendChild(
        choice(
          'sel-oe',
          [
            ['ODD', T.odd],
            ['EVEN', T.even],
          ],
          T.selection,
        ),
      );
    } else {
      box.appendChild(numberSelect('sel-sum', T.sum, 0, 9 * game.digits));
    }
    preview();
  }

  function currentSelection(game: LotteryGame, type: string): string {
    if (type === 'STRAIGHT') {
      const typed = byId<HTMLInputElement>('sel-number').value.trim();
      return new RegExp(`^[0-9]{${game.digits}}$`).test(typed) ? typed : '';
    }
    if (type === 'POSITION') return `${selectValue('sel-position')}:${selectValue('sel-digit')}`;
    if (type === 'BIG_SMALL') return checked('sel-bs');
    if (type === 'ODD_EVEN') return checked('sel-oe');
    return selectValue('sel-sum');
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
    const selection = currentSelection(game, betType);
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
    const selection = currentSelection(game, betType);
    if (selection === '') {
      out.textContent = T.invalidSelection;
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

  return { fillBetTypes, buildSelection, check, preview };
}
