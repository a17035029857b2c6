/**
 * Which games a player can open now. House slots and instant games run on the studio's engines,
 * house draws on the lottery engine; a third-party vendor's games only once the operator has
 * connected it (secret and launch URL). The catalogue carries this on every game so a tile says
 * so before the tap, and lists put the games that open ahead of those that would answer
 * VENDOR_NOT_CONNECTED.
 */
import { LOTTERY_HOUSE_VENDOR, isHouseVendor } from '@openlobby/contract';
import type { SeamlessConfig } from '../../config-seamless.ts';
import { LOTTERY_GAMES } from '../lottery/games.ts';
import { canLaunch } from '../seamless/adapters.ts';

export interface Playability {
  /** The game opens now. */
  game(vendorCode: string, gameCode: string): boolean;
  /** At least one of the vendor's games opens now. */
  vendor(vendorCode: string): boolean;
  /**
   * The same rule as a database condition: whole vendors, and single games of vendors that run
   * only some of their catalogue (house instant games, house draws).
   */
  readonly rule: PlayableRule;
}

export interface PlayableRule {
  readonly vendors: readonly string[];
  readonly games: readonly { readonly vendorCode: string; readonly gameCodes: readonly string[] }[];
}

/** Game codes of the studio's instant engines (see seamless/adapters.ts). */
const INSTANT_ENGINE_CODES = ['dice'];

export function playabilityOf(seamless: SeamlessConfig): Playability {
  const connected = [...seamless.vendors.keys()].filter(
    (code) => !isHouseVendor(code) && canLaunch(code, '', seamless),
  );
  const drawCodes = new Set(LOTTERY_GAMES.map((game) => game.code));
  const rule: PlayableRule = {
    vendors: ['OLS', ...connected],
    games: [
      { vendorCode: 'OLI', gameCodes: INSTANT_ENGINE_CODES },
      { vendorCode: LOTTERY_HOUSE_VENDOR, gameCodes: [...drawCodes] },
    ],
  };
  return {
    game(vendorCode, gameCode) {
      if (vendorCode === LOTTERY_HOUSE_VENDOR) return drawCodes.has(gameCode);
      return canLaunch(vendorCode, gameCode, seamless);
    },
    vendor(vendorCode) {
      return rule.vendors.includes(vendorCode) || rule.games.some((entry) => entry.vendorCode === vendorCode);
    },
    rule,
  };
}

/** Nothing connected: only the house games open (tools that do not launch, tests). */
export const HOUSE_ONLY: Playability = playabilityOf({ vendors: new Map() });
