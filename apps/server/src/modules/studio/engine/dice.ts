/**
 * The studio dice: a roll from 0.00 to 99.99 (an integer 0..9999). The player picks a win chance
 * (whole percents, 1% to 95%) and a side: "under" wins when roll < chance, "over" when
 * roll >= 10000 - chance, so both sides win with exactly the chance shown. A win pays
 * stake x 0.99 / chance (a 1% house edge), rounded down to the cent, shown before the roll.
 *
 * The roll reads the round bytes as eight big-endian 32-bit numbers and takes the first one below
 * 4,294,960,000 (the largest multiple of 10,000 that fits), modulo 10,000: every roll exactly
 * equally likely. All eight being too large has odds below 1 in 10^46; the last one is then used.
 */
import type { DiceDirection } from '@openlobby/contract';

export const DICE_OUTCOMES = 10_000;
const UNBIASED_LIMIT = 4_294_960_000;
/** 1 - house edge, in basis points. */
export const DICE_RETURN_BP = 9_900n;

export function diceRoll(bytes: Buffer): number {
  let value = 0;
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4) {
    value = bytes.readUInt32BE(offset);
    if (value < UNBIASED_LIMIT) break;
  }
  return value % DICE_OUTCOMES;
}

export function diceWins(roll: number, chance: number, direction: DiceDirection): boolean {
  return direction === 'under' ? roll < chance : roll >= DICE_OUTCOMES - chance;
}

/** What a win pays for this stake and chance (basis points), in minor units. */
export function dicePayoutMinor(stakeMinor: bigint, chance: number): bigint {
  return (stakeMinor * DICE_RETURN_BP) / BigInt(chance);
}

export interface DiceResult {
  readonly roll: number;
  readonly chance: number;
  readonly direction: DiceDirection;
  readonly won: boolean;
}

export function diceOutcome(bytes: Buffer, chance: number, direction: DiceDirection): DiceResult {
  const roll = diceRoll(bytes);
  return { roll, chance, direction, won: diceWins(roll, chance, direction) };
}
