/**
 * Request and answer shapes of the members' promotions (/m/activity) and bonuses (reward centre).
 * Money is a decimal string in the merchant's currency; times are ISO strings.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGES_MAX,
  APPLICATION_UPLOAD_BODY_MAX_BYTES,
  PROMOTION_CATEGORIES,
  PROMOTION_INELIGIBLE_REASONS,
  PROMOTION_KINDS,
  promotionPaths as p,
} from './paths.ts';

const noNul = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');
const promoId = noNul(64).min(1);

/**
 * GUEST: not signed in; AVAILABLE: the member may claim / apply / deposit; CLAIMED: had it already;
 * PENDING / APPROVED / REJECTED: the member's latest application; UNAVAILABLE: not eligible (reason).
 */
export const PROMOTION_STATES = [
  'GUEST',
  'AVAILABLE',
  'CLAIMED',
  'PENDING',
  'APPROVED',
  'REJECTED',
  'UNAVAILABLE',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const promotionItem = z.object({
  promoId: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  /** In the request's language. */
  title: z.string(),
  /** Sanitised on save; the client sanitises again before showing it. */
  rulesHtml: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** A code must be typed to claim it. */
  needsCode: z.boolean(),
  /** Percent of the deposit (decimal string) or null; fixed bonus and cap as money or null. */
  bonusRate: z.string().nullable(),
  fixedBonus: z.string().nullable(),
  maxBonus: z.string().nullable(),
  minDeposit: z.string().nullable(),
  /** Wagering: times the bonus (or bonus plus deposit); 0 pays cash at once. */
  wagerMultiple: z.number().int(),
  wagerBasis: z.enum(['BONUS', 'BONUS_DEPOSIT']),
  state: z.enum(PROMOTION_STATES),
  reason: z.enum(PROMOTION_INELIGIBLE_REASONS).nullable(),
  /** The reason in the request's language, or the operator's reason of a rejected application. */
  reasonText: z.string().nullable(),
});
export type PromotionItem = z.infer<typeof promotionItem>;

export const promotionListRequest = z.object({
  category: z.enum(PROMOTION_CATEGORIES).optional(),
});
export const promotionListValue = z.object({
  list: z.array(promotionItem),
  /** Categories that have at least one promotion (before the category filter). */
  categories: z.array(z.enum(PROMOTION_CATEGORIES)),
});
export type PromotionListValue = z.infer<typeof promotionListValue>;

export const claimPromotionRequest2 = z.object({
  promoId,
  promoCode: noNul(64).trim().optional(),
});
export const claimPromotionValue2 = z.object({
  promoId: z.string(),
  bonusId: z.number().int(),
  amount: z.string(),
  /** True when an earlier claim already granted it (a repeated request). */
  replayed: z.boolean(),
});
export type ClaimPromotionValue2 = z.infer<typeof claimPromotionValue2>;

/** A picture this server stored for the member (UPLOADS_PUBLIC_PATH or the store's public URL). */
const imageUrl = z.string().min(1).max(512);
export const applyPromotionRequest = z.object({
  promoId,
  comment: noNul(APPLICATION_COMMENT_MAX).default(''),
  images: z.array(imageUrl).max(APPLICATION_IMAGES_MAX).default([]),
});

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export const applicationItem = z.object({
  applicationId: z.number().int(),
  promoId: z.string(),
  title: z.string(),
  comment: z.string(),
  images: z.array(z.string()),
  status: z.enum(APPLICATION_STATES),
  /** The operator's reason (rejections). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;
export const applyPromotionValue = z.object({ application: applicationItem });
export const promotionApplicationsRequest = z.object({});
export const promotionApplicationsValue = z.object({ list: z.array(applicationItem) });
export type PromotionApplicationsValue = z.infer<typeof promotionApplicationsValue>;

/** Base64 (standard alphabet) of the picture's bytes; its size is checked from the bytes. */
export const uploadPromotionImageRequest = z.object({
  image: z
    .string()
    .min(1)
    .max(APPLICATION_UPLOAD_BODY_MAX_BYTES)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
export const uploadPromotionImageValue = z.object({ url: z.string() });
export type UploadPromotionImageValue = z.infer<typeof uploadPromotionImageValue>;

export const MEMBER_BONUS_STATES = [
  'active',
  'converted',
  'forfeited',
  'cancelled',
  'expired',
  'spent',
] as const;
export const memberBonusItem = z.object({
  bonusId: z.number().int(),
  title: z.string(),
  status: z.enum(MEMBER_BONUS_STATES),
  bonus: z.string(),
  wagered: z.string(),
  required: z.string(),
  /** The bonus account's balance while active; null once ended. */
  balance: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type MemberBonusItem = z.infer<typeof memberBonusItem>;
export const memberBonusesRequest = z.object({});
export const memberBonusesValue = z.object({
  active: memberBonusItem.nullable(),
  history: z.array(memberBonusItem),
});
export type MemberBonusesValue = z.infer<typeof memberBonusesValue>;

/** A decimal amount in major units ("600" or "600.50"), checked against the currency's scale. */
export const acceptPromoRequest = z.object({
  promoId,
  amount: noNul(24).min(1),
  promoCode: noNul(64).trim().optional(),
});
export const acceptPromoValue = z.object({
  promoId: z.string(),
  title: z.string(),
  /** The bonus this deposit would carry (granted at approval, if still eligible then). */
  bonus: z.string(),
  wagerMultiple: z.number().int(),
});
export type AcceptPromoValue = z.infer<typeof acceptPromoValue>;

export const promotionEndpoints = {
  promotionList: defineEndpoint(p.promotionList, promotionListRequest, promotionListValue),
  claimPromotion: defineEndpoint(p.claimPromotion, claimPromotionRequest2, claimPromotionValue2),
  applyPromotion: defineEndpoint(p.applyPromotion, applyPromotionRequest, applyPromotionValue),
  promotionApplications: defineEndpoint(
    p.promotionApplications,
    promotionApplicationsRequest,
    promotionApplicationsValue,
  ),
  uploadPromotionImage: defineEndpoint(
    p.uploadPromotionImage,
    uploadPromotionImageRequest,
    uploadPromotionImageValue,
  ),
  acceptPromo: defineEndpoint(p.acceptPromo, acceptPromoRequest, acceptPromoValue),
  memberBonuses: defineEndpoint(p.memberBonuses, memberBonusesRequest, memberBonusesValue),
};
