/** Request and answer shapes of the reward centre. Money is a decimal string in major units. */
import { z } from 'zod';

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const rewardItem = z.object({
  rewardId: z.number().int(),
  /** In the request's language (Urdu falls back to English when the operator gave none). */
  title: z.string(),
  amount: z.string(),
  /** ISO time, or null when the reward never expires. */
  expiresAt: z.string().nullable(),
  turnoverNote: z.string().nullable(),
  issuedAt: z.string(),
});
export type RewardItem = z.infer<typeof rewardItem>;

// ---- MCSFE_getAvailablePromotions: unclaimed, unexpired rewards; `unclaimed` feeds the home badge

export const availablePromotionsRequest = z.object({});
export const availablePromotionsValue = z.object({
  list: z.array(rewardItem),
  unclaimed: z.number().int(),
});
export type AvailablePromotionsValue = z.infer<typeof availablePromotionsValue>;

// ---- MCSFE_claimIssuedPromotion

export const claimPromotionRequest = z.object({ rewardId: id });
export const claimPromotionValue = z.object({
  rewardId: z.number().int(),
  amount: z.string(),
  claimedAt: z.string(),
  /** The main wallet after the credit. */
  sumBalance: z.string(),
});
export type ClaimPromotionValue = z.infer<typeof claimPromotionValue>;

// ---- MCSFE_getClaimedPromotions: the claim history, newest first

export const CLAIMED_PROMOTIONS_MAX_PAGE_SIZE = 50;
export const claimedPromotionsRequest = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLAIMED_PROMOTIONS_MAX_PAGE_SIZE).default(20),
});
export const claimedItem = rewardItem.extend({ claimedAt: z.string() });
export type ClaimedItem = z.infer<typeof claimedItem>;
export const claimedPromotionsValue = z.object({
  list: z.array(claimedItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ClaimedPromotionsValue = z.infer<typeof claimedPromotionsValue>;
