/**
 * What a promotion pays and what it asks in return: the bonus from its formula (a share of the
 * deposit plus a fixed amount, capped) and the wagering terms the bonus engine keeps with it.
 */
import { type BonusTerms, WagerBasis, parseWeights } from '../bonus/terms.ts';
import { applyBasisPoints, toBigInt } from '../wallet/money.ts';
import type { PromotionRow } from './repository.ts';

type Formula = Pick<PromotionRow, 'bonus_bp' | 'fixed_bonus_minor' | 'max_bonus_minor'>;

/** The bonus for a deposit of `depositMinor` (0 for promotions without a deposit). */
export function bonusOf(promo: Formula, depositMinor: bigint): bigint {
  const bonus = applyBasisPoints(depositMinor, promo.bonus_bp) + toBigInt(promo.fixed_bonus_minor);
  const cap = toBigInt(promo.max_bonus_minor);
  return cap > 0n && bonus > cap ? cap : bonus;
}

export function termsOf(
  promo: Pick<PromotionRow, 'wager_basis' | 'wager_multiple' | 'weights' | 'max_stake_minor' | 'expiry_days'>,
): BonusTerms {
  return {
    wagerBasis: promo.wager_basis === WagerBasis.BONUS_DEPOSIT ? WagerBasis.BONUS_DEPOSIT : WagerBasis.BONUS,
    wagerMultiple: promo.wager_multiple,
    weights: parseWeights(promo.weights),
    maxStakeMinor: promo.max_stake_minor === null ? null : toBigInt(promo.max_stake_minor),
    expiryDays: promo.expiry_days,
  };
}
