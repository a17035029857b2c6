/**
 * Promotions for members (/m/activity), zod-free so the lobby can import it on first load: the
 * list (guests too), a claim, an application with pictures, the member's applications and bonuses.
 * (`MCSFE_getAvailablePromotions` already names the reward centre's issued rewards, so the page's
 * list has its own name.)
 */
import type { EndpointMeta } from '../endpoint.ts';

export const promotionPaths = {
  promotionList: {
    name: 'promotionList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionList',
    module: null,
    token: 'optional',
    encrypted: false,
  },
  claimPromotion: {
    name: 'claimPromotion',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimPromotion',
    module: null,
    token: 'required',
    encrypted: false,
  },
  applyPromotion: {
    name: 'applyPromotion',
    method: 'POST',
    path: '/wps/relay/MCSFE_applyPromotion',
    module: null,
    token: 'required',
    encrypted: false,
  },
  promotionApplications: {
    name: 'promotionApplications',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionApplications',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /**
   * A picture for an application, as base64 of its bytes (the server decides the type from them);
   * the answer is its stored URL, to name in `applyPromotion`.
   */
  uploadPromotionImage: {
    name: 'uploadPromotionImage',
    method: 'POST',
    path: '/wps/relay/MCSFE_uploadPromotionImage',
    module: null,
    token: 'required',
    encrypted: false,
  },
  /**
   * The deposit screen's check of a deposit promotion before the request: the member may have it
   * with this amount and has no other bonus running; answers the bonus it would pay.
   */
  acceptPromo: {
    name: 'acceptPromo',
    method: 'POST',
    path: '/wps/relay/MCS2_acceptPromo',
    module: null,
    token: 'required',
    encrypted: false,
  },
  memberBonuses: {
    name: 'memberBonuses',
    method: 'GET',
    path: '/wps/relay/MCSFE_getMemberBonuses',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

export const PROMOTION_CATEGORIES = [
  'SLOTS',
  'LIVE',
  'POKER',
  'SPORTS',
  'FISHING',
  'LOTTERY',
  'REBATE',
  'DEPOSIT',
  'NEWBIE',
  'OTHER',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export const PROMOTION_KINDS = ['DEPOSIT', 'CLAIM', 'APPLY', 'INFO'] as const;
export type PromotionKindName = (typeof PROMOTION_KINDS)[number];

/** Spec 5, activity application. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/**
 * The upload's JSON body: base64 of up to 8 MB, so a picture somewhat over the 5 MB limit still
 * reaches the server's check and gets its clear refusal; larger bodies are cut off unread.
 */
export const APPLICATION_UPLOAD_BODY_MAX_BYTES = Math.ceil((8 * 1024 * 1024 * 4) / 3) + 64 * 1024;

/** Why a member may not have a promotion (eligibility.ts on the server). */
export const PROMOTION_INELIGIBLE_REASONS = [
  'NOT_STARTED',
  'ENDED',
  'PROMO_CODE',
  'MEMBER_TYPE',
  'VIP_LEVEL',
  'FIRST_DEPOSIT',
  'NTH_DEPOSIT',
  'MIN_DEPOSIT',
  'ONCE_PER_MEMBER',
  'ONCE_PER_DEVICE',
  'ONCE_PER_ADDRESS',
] as const;
export type PromotionIneligibleReason = (typeof PROMOTION_INELIGIBLE_REASONS)[number];

export const promotionReasonText: Readonly<
  Record<PromotionIneligibleReason, { readonly EN: string; readonly UR: string }>
> = {
  NOT_STARTED: { EN: 'This promotion has not started yet', UR: 'یہ پروموشن ابھی شروع نہیں ہوئی' },
  ENDED: { EN: 'This promotion has ended', UR: 'یہ پروموشن ختم ہو چکی ہے' },
  PROMO_CODE: { EN: 'The promo code is not correct', UR: 'پرومو کوڈ درست نہیں ہے' },
  MEMBER_TYPE: {
    EN: 'This promotion is not for your account type',
    UR: 'یہ پروموشن آپ کے اکاؤنٹ کی قسم کے لیے نہیں ہے',
  },
  VIP_LEVEL: { EN: 'This promotion is for other VIP levels', UR: 'یہ پروموشن دوسرے VIP درجوں کے لیے ہے' },
  FIRST_DEPOSIT: {
    EN: 'This promotion is for a first deposit only',
    UR: 'یہ پروموشن صرف پہلی جمع کے لیے ہے',
  },
  NTH_DEPOSIT: {
    EN: 'This promotion is for another of your deposits',
    UR: 'یہ پروموشن آپ کی کسی دوسری جمع کے لیے ہے',
  },
  MIN_DEPOSIT: {
    EN: 'The deposit is below this promotion’s minimum',
    UR: 'جمع کی رقم اس پروموشن کی کم از کم رقم سے کم ہے',
  },
  ONCE_PER_MEMBER: { EN: 'You have already had this promotion', UR: 'آپ یہ پروموشن پہلے ہی لے چکے ہیں' },
  ONCE_PER_DEVICE: {
    EN: 'This promotion was already claimed on this device',
    UR: 'یہ پروموشن اس ڈیوائس پر پہلے ہی لی جا چکی ہے',
  },
  ONCE_PER_ADDRESS: {
    EN: 'This promotion was already claimed from this network',
    UR: 'یہ پروموشن اس نیٹ ورک سے پہلے ہی لی جا چکی ہے',
  },
};
