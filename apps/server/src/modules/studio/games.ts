/**
 * Which studio engine plays which catalogue game, through which house vendor, and the stakes each
 * offers (minor units of the session's currency, whatever its scale). OLS vendor games are all
 * slots (each themed from its game code); OLI's game `dice` is the dice.
 */
import type { HouseVendorCode, StudioEngine } from '@openlobby/contract';

export interface StudioGame {
  readonly vendor: HouseVendorCode;
  /** Smallest to largest. Slot stakes are multiples of 20 minor units so every pay is whole. */
  readonly stakesMinor: readonly bigint[];
}

export const STUDIO_GAMES: Readonly<Record<StudioEngine, StudioGame>> = {
  slot: { vendor: 'OLS', stakesMinor: [20n, 40n, 100n, 200n, 500n, 1000n, 2000n, 5000n] },
  dice: { vendor: 'OLI', stakesMinor: [10n, 50n, 100n, 200n, 500n, 1000n, 5000n, 10000n] },
};

export const DICE_GAME_CODE = 'dice';

/** The engine a launch URL may name for this game code: dice only plays `dice`. */
export function engineServes(engine: StudioEngine, gameCode: string): boolean {
  return engine === 'dice' ? gameCode === DICE_GAME_CODE : gameCode !== DICE_GAME_CODE;
}
