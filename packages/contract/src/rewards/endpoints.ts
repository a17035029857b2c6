import { defineEndpoint } from '../endpoint.ts';
import { rewardsPaths as p } from './paths.ts';
import * as s from './schemas.ts';

export const rewardsEndpoints = {
  availablePromotions: defineEndpoint(
    p.availablePromotions,
    s.availablePromotionsRequest,
    s.availablePromotionsValue,
  ),
  claimIssuedPromotion: defineEndpoint(
    p.claimIssuedPromotion,
    s.claimPromotionRequest,
    s.claimPromotionValue,
  ),
  claimedPromotions: defineEndpoint(
    p.claimedPromotions,
    s.claimedPromotionsRequest,
    s.claimedPromotionsValue,
  ),
};
