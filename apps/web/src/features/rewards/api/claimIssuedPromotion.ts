import type { ClaimPromotionValue } from '@openlobby/contract/client';
import { contractCall } from '../../../shared/api/client.ts';

/** MCSFE_claimIssuedPromotion: credits the reward once; a repeat answers REWARD_ALREADY_CLAIMED. */
export function claimIssuedPromotion(rewardId: number): Promise<ClaimPromotionValue> {
  return contractCall('claimIssuedPromotion', { body: { rewardId } });
}
