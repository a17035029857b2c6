/**
 * One round's outcome from the three public inputs, for play and for the verify page alike, and the
 * win it pays for a stake. The stake only scales the pay; it never changes the outcome.
 */
import type { DiceDirection, StudioEngine, StudioOutcome } from '@openlobby/contract';
import { dicePayoutMinor, diceOutcome } from './dice.ts';
import { roundBytes } from './fair.ts';
import { slotOutcome, slotWinMinor } from './slot.ts';

export interface DiceChoice {
  readonly chance: number;
  readonly direction: DiceDirection;
}

export interface RoundInputs {
  readonly engine: StudioEngine;
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** Dice only. */
  readonly dice?: DiceChoice | undefined;
}

export const DEFAULT_DICE: DiceChoice = { chance: 5000, direction: 'under' };

export function roundOutcome(inputs: RoundInputs): StudioOutcome {
  const bytes = roundBytes(inputs.serverSeed, inputs.clientSeed, inputs.nonce);
  if (inputs.engine === 'slot') return { engine: 'slot', slot: slotOutcome(bytes) };
  const choice = inputs.dice ?? DEFAULT_DICE;
  return { engine: 'dice', dice: diceOutcome(bytes, choice.chance, choice.direction) };
}

export function winMinor(outcome: StudioOutcome, stakeMinor: bigint): bigint {
  if (outcome.engine === 'slot') return slotWinMinor(stakeMinor, outcome.slot.pay);
  return outcome.dice.won ? dicePayoutMinor(stakeMinor, outcome.dice.chance) : 0n;
}
