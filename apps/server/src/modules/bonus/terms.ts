/**
 * What a bonus asks of the member before it turns into cash: how much must be wagered (a multiple
 * of the bonus, or of bonus plus deposit), how much each kind of game counts towards it, the largest
 * stake while it is active, and how long it lasts. Promotions carry these terms; a granted bonus
 * keeps its own copy.
 */

/** Betting-record game types (bet_record.game_type) a weight can name. */
export const WAGER_GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT'] as const;
export type WagerGameType = (typeof WAGER_GAME_TYPES)[number];

/** Percent (0..100) each game type contributes; a type left out contributes nothing. */
export type WagerWeights = Partial<Record<WagerGameType, number>>;

export const WagerBasis = {
  /** Required = bonus × multiple. */
  BONUS: 'BONUS',
  /** Required = (bonus + deposit) × multiple. */
  BONUS_DEPOSIT: 'BONUS_DEPOSIT',
} as const;
export type WagerBasis = (typeof WagerBasis)[keyof typeof WagerBasis];

export interface BonusTerms {
  readonly wagerBasis: WagerBasis;
  /** 0 pays the bonus as cash at once. */
  readonly wagerMultiple: number;
  readonly weights: WagerWeights;
  /** Largest stake accepted while the bonus is active; null for no cap. */
  readonly maxStakeMinor: bigint | null;
  readonly expiryDays: number;
}

/** Slots count in full, live and tables a little, lottery not at all, unless a promotion says otherwise. */
export const DEFAULT_WEIGHTS: WagerWeights = { RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 50, LOTT: 0 };

export function wagerRequired(terms: BonusTerms, bonusMinor: bigint, depositMinor: bigint): bigint {
  const base = terms.wagerBasis === WagerBasis.BONUS_DEPOSIT ? bonusMinor + depositMinor : bonusMinor;
  return base * BigInt(terms.wagerMultiple);
}

/** What one valid bet adds to the wagering, rounded down to the minor unit. */
export function contributionOf(weights: WagerWeights, gameType: string, betMinor: bigint): bigint {
  const percent = (weights as Record<string, number | undefined>)[gameType] ?? 0;
  return (betMinor * BigInt(Math.round(percent))) / 100n;
}

export function parseWeights(text: string): WagerWeights {
  const parsed: unknown = JSON.parse(text);
  const weights: Record<string, number> = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const type of WAGER_GAME_TYPES) {
      const value = (parsed as Record<string, unknown>)[type];
      if (typeof value === 'number' && value >= 0 && value <= 100) weights[type] = value;
    }
  }
  return weights;
}
