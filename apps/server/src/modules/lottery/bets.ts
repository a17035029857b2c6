/**
 * Bet types: which selections are valid, which win, and their odds per prize mode. Odds are the
 * fair odds (combinations / winning combinations) times the prize mode's return rate, rounded down
 * to hundredths; a win pays stake * odds (stake included), rounded down to the minor unit.
 */
import type { LotteryBetType } from '@openlobby/contract';
import { type Language, PrizeMode } from '@openlobby/contract';

/** Return to player in basis points per prize mode: Lott 95%, ZY 96%, Elott 98%. */
export const RETURN_RATE_BP: Readonly<Record<PrizeMode, bigint>> = {
  [PrizeMode.LOTT]: 9500n,
  [PrizeMode.ZY]: 9600n,
  [PrizeMode.ELOTT]: 9800n,
};

const NAMES: Readonly<Record<LotteryBetType, { EN: string; UR: string }>> = {
  STRAIGHT: { EN: 'Straight', UR: 'سیدھا نمبر' },
  POSITION: { EN: 'Digit at a position', UR: 'مقام پر ہندسہ' },
  BIG_SMALL: { EN: 'Big / Small (sum)', UR: 'بڑا / چھوٹا (مجموعہ)' },
  ODD_EVEN: { EN: 'Odd / Even (sum)', UR: 'طاق / جفت (مجموعہ)' },
  SUM: { EN: 'Exact sum', UR: 'درست مجموعہ' },
};

export function betTypeName(type: LotteryBetType, language: Language): string {
  return NAMES[type][language];
}

export function selectionHint(type: LotteryBetType, digits: number): string {
  switch (type) {
    case 'STRAIGHT':
      return `${digits} digits, e.g. ${'0123456789'.slice(0, digits)}`;
    case 'POSITION':
      return `position:digit, position 1-${digits}, e.g. 1:7`;
    case 'BIG_SMALL':
      return `BIG (sum ${Math.floor((9 * digits) / 2) + 1}-${9 * digits}) or SMALL`;
    case 'ODD_EVEN':
      return 'ODD or EVEN';
    case 'SUM':
      return `0-${9 * digits}`;
  }
}

/** How many digit strings have each sum: ways[s] for s in 0..9n. */
function sumWays(digits: number): bigint[] {
  let ways = [1n];
  for (let d = 0; d < digits; d += 1) {
    const next = Array.from({ length: ways.length + 9 }, () => 0n);
    ways.forEach((count, sum) => {
      for (let digit = 0; digit <= 9; digit += 1) next[sum + digit] = (next[sum + digit] ?? 0n) + count;
    });
    ways = next;
  }
  return ways;
}

const sumOf = (numbers: readonly number[]) => numbers.reduce((a, b) => a + b, 0);
const isBig = (sum: number, digits: number) => sum > (9 * digits) / 2;

/** The canonical selection, or null when it is not one of this bet type's. */
export function normalSelection(type: LotteryBetType, raw: string, digits: number): string | null {
  const text = raw.trim().toUpperCase();
  switch (type) {
    case 'STRAIGHT':
      return new RegExp(`^[0-9]{${digits}}$`).test(text) ? text : null;
    case 'POSITION': {
      const match = /^([1-9]):([0-9])$/.exec(text);
      return match !== null && Number(match[1]) <= digits ? text : null;
    }
    case 'BIG_SMALL':
      return text === 'BIG' || text === 'SMALL' ? text : null;
    case 'ODD_EVEN':
      return text === 'ODD' || text === 'EVEN' ? text : null;
    case 'SUM':
      return /^(0|[1-9][0-9]?)$/.test(text) && Number(text) <= 9 * digits ? text : null;
  }
}

/** Whether a (valid) selection wins against the drawn digits. */
export function wins(type: LotteryBetType, selection: string, numbers: readonly number[]): boolean {
  const sum = sumOf(numbers);
  switch (type) {
    case 'STRAIGHT':
      return numbers.join('') === selection;
    case 'POSITION': {
      const [position = '', digit = ''] = selection.split(':');
      return numbers[Number(position) - 1] === Number(digit);
    }
    case 'BIG_SMALL':
      return (selection === 'BIG') === isBig(sum, numbers.length);
    case 'ODD_EVEN':
      return (selection === 'ODD') === (sum % 2 === 1);
    case 'SUM':
      return sum === Number(selection);
  }
}

/** How many of the 10^n digit strings win this selection. */
function winningCombinations(type: LotteryBetType, selection: string, digits: number): bigint {
  const ways = sumWays(digits);
  const total = (predicate: (sum: number) => boolean) =>
    ways.reduce((acc, count, sum) => (predicate(sum) ? acc + count : acc), 0n);
  switch (type) {
    case 'STRAIGHT':
      return 1n;
    case 'POSITION':
      return 10n ** BigInt(digits - 1);
    case 'BIG_SMALL':
      return total((sum) => isBig(sum, digits) === (selection === 'BIG'));
    case 'ODD_EVEN':
      return total((sum) => (sum % 2 === 1) === (selection === 'ODD'));
    case 'SUM':
      return ways[Number(selection)] ?? 1n;
  }
}

/** Decimal odds in hundredths for a selection (stake included). */
export function oddsCents(type: LotteryBetType, selection: string, digits: number, mode: PrizeMode): bigint {
  const combos = 10n ** BigInt(digits);
  return (combos * RETURN_RATE_BP[mode]) / (winningCombinations(type, selection, digits) * 100n);
}

/** The odds shown for a bet type in menus: the one every selection shares, or the best (SUM). */
export function menuOddsCents(type: LotteryBetType, digits: number, mode: PrizeMode): bigint {
  const sample: Readonly<Record<LotteryBetType, string>> = {
    STRAIGHT: '0'.repeat(digits),
    POSITION: '1:0',
    BIG_SMALL: 'BIG',
    ODD_EVEN: 'ODD',
    SUM: '0',
  };
  return oddsCents(type, sample[type], digits, mode);
}

/**
 * Every selection's odds in hundredths for games of `digits` digits, for the lottery page to show
 * without a formula of its own: selections whose odds do not depend on the value (STRAIGHT,
 * POSITION) under '*', the others under their value.
 */
export function oddsTable(digits: number, mode: PrizeMode): Record<LotteryBetType, Record<string, number>> {
  const of = (type: LotteryBetType, selection: string) => Number(oddsCents(type, selection, digits, mode));
  const sums = Array.from({ length: 9 * digits + 1 }, (_, sum) => String(sum));
  return {
    STRAIGHT: { '*': of('STRAIGHT', '0'.repeat(digits)) },
    POSITION: { '*': of('POSITION', '1:0') },
    BIG_SMALL: { BIG: of('BIG_SMALL', 'BIG'), SMALL: of('BIG_SMALL', 'SMALL') },
    ODD_EVEN: { ODD: of('ODD_EVEN', 'ODD'), EVEN: of('ODD_EVEN', 'EVEN') },
    SUM: Object.fromEntries(sums.map((sum) => [sum, of('SUM', sum)])),
  };
}

/** stake * odds, rounded down to the minor unit. */
export function payout(stakeMinor: bigint, odds: bigint): bigint {
  return (stakeMinor * odds) / 100n;
}
