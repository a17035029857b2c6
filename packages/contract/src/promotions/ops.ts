/**
 * The console's promotions API (/ops/promotions...): promotions defined by operators (texts in
 * English and Urdu, banner, rules HTML sanitised on save, category, kind, period, eligibility, the
 * bonus formula and the wagering terms), the queue of members' applications with approve and reject,
 * a member's bonuses with an operator's cancel, and the outstanding bonus liability. Amounts are
 * decimal strings in the merchant's currency; weights and percentages are plain numbers.
 */
import { z } from 'zod';

export const OPS_PROMOTION_PATHS = {
  promotions: '/ops/promotions',
  promotion: '/ops/promotions/:promoId',
  promotionEnabled: '/ops/promotions/:promoId/enabled',
  promotionOrder: '/ops/promotions/order',
  liability: '/ops/promotions/liability',
  applications: '/ops/promotion-applications',
  application: '/ops/promotion-applications/:id',
  approve: '/ops/promotion-applications/:id/approve',
  reject: '/ops/promotion-applications/:id/reject',
  memberBonuses: '/ops/members/:memberId/bonuses',
  cancelBonus: '/ops/members/:memberId/bonuses/:bonusId/cancel',
} as const;

/** DEPOSIT: attached to a deposit; CLAIM: a button that grants; APPLY: reviewed here; INFO: rules only. */
export const OPS_PROMOTION_KINDS = ['DEPOSIT', 'CLAIM', 'APPLY', 'INFO'] as const;
export type OpsPromotionKind = (typeof OPS_PROMOTION_KINDS)[number];
export const OPS_PROMOTION_CATEGORIES = [
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
export type OpsPromotionCategory = (typeof OPS_PROMOTION_CATEGORIES)[number];
/** Betting-record game types a wagering weight names (the bonus engine's). */
export const OPS_WAGER_GAME_TYPES = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT'] as const;
export type OpsWagerGameType = (typeof OPS_WAGER_GAME_TYPES)[number];
export const OPS_ONCE_PER = ['MEMBER', 'DEVICE', 'ADDRESS'] as const;
export type OpsOncePer = (typeof OPS_ONCE_PER)[number];
export const OPS_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type OpsApplicationState = (typeof OPS_APPLICATION_STATES)[number];
export const OPS_BONUS_STATES = [
  'active',
  'converted',
  'forfeited',
  'cancelled',
  'expired',
  'spent',
] as const;
export type OpsBonusState = (typeof OPS_BONUS_STATES)[number];

export const OPS_PROMOTION_TITLE_MAX = 120;
export const OPS_PROMOTION_RULES_MAX = 20_000;
export const OPS_PROMO_CODE_MAX = 32;
export const OPS_WAGER_MULTIPLE_MAX = 200;
export const OPS_EXPIRY_DAYS_MAX = 365;

const noNul = (value: string) => !value.includes('\u0000');
const text = (max: number) => z.string().max(max).refine(noNul, 'NUL is not allowed');
const requiredText = (max: number) => text(max).refine((value) => value.trim() !== '', 'required');
/** A non-negative amount as a decimal string ("100" or "12.50"). */
const AMOUNT = /^\d{1,13}(?:\.\d{1,8})?$/;
export const opsAmount = z.string().max(24).regex(AMOUNT, 'an amount such as 100 or 12.50');
/** One leading slash (a picture this server serves) or an https address. */
const PICTURE =
  /^(?:\/(?!\/)[A-Za-z0-9_\-./]+|https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?\/[\x21-\x7e]*)$/;
export const isPromotionPicture = (address: string) => address.length <= 512 && PICTURE.test(address);
const isoDate = z.iso.datetime({ offset: true });

export const opsPromotionEligibility = z.object({
  /** Only the member's first credited deposit. */
  firstDeposit: z.boolean().default(false),
  /** Only the member's Nth credited deposit (this one included). */
  nthDeposit: z.number().int().min(1).max(1000).nullable().default(null),
  minDeposit: opsAmount.nullable().default(null),
  /** Member types that may have it; empty: every type. */
  memberTypes: z.array(z.number().int().min(0).max(99)).max(20).default([]),
  vipMin: z.number().int().min(0).max(99).nullable().default(null),
  vipMax: z.number().int().min(0).max(99).nullable().default(null),
  oncePer: z.array(z.enum(OPS_ONCE_PER)).max(3).default(['MEMBER']),
});
export type OpsPromotionEligibility = z.output<typeof opsPromotionEligibility>;

/** How much the bonus is: a percent of the deposit up to a cap, a fixed amount, or none (rules only). */
export const opsBonusFormula = z.discriminatedUnion('type', [
  z.object({ type: z.literal('NONE') }),
  z.object({
    type: z.literal('PERCENT'),
    /** Percent of the deposit, up to two decimals (10.5 = 10.5 %). */
    percent: z
      .number()
      .gt(0, 'more than 0')
      .max(1000)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'at most two decimals'),
    cap: opsAmount,
  }),
  z.object({ type: z.literal('FIXED'), amount: opsAmount }),
]);
export type OpsBonusFormula = z.output<typeof opsBonusFormula>;

const weight = z.number().int('a whole percent').min(0, '0 to 100').max(100, '0 to 100');
export const opsWagering = z.object({
  basis: z.enum(['BONUS', 'BONUS_DEPOSIT']),
  /** 0 pays the bonus as cash at once. */
  multiple: z.number().int().min(0).max(OPS_WAGER_MULTIPLE_MAX),
  weights: z.object({
    RNG: weight,
    FISH: weight,
    LIVE: weight,
    PVP: weight,
    SPORTS: weight,
    LOTT: weight,
  }),
  maxStake: opsAmount.nullable(),
  expiryDays: z.number().int().min(1).max(OPS_EXPIRY_DAYS_MAX),
});
export type OpsWagering = z.output<typeof opsWagering>;

export const opsPromotionRequest = z
  .object({
    kind: z.enum(OPS_PROMOTION_KINDS),
    category: z.enum(OPS_PROMOTION_CATEGORIES),
    titleEn: requiredText(OPS_PROMOTION_TITLE_MAX),
    titleUr: requiredText(OPS_PROMOTION_TITLE_MAX),
    rulesHtmlEn: text(OPS_PROMOTION_RULES_MAX).default(''),
    rulesHtmlUr: text(OPS_PROMOTION_RULES_MAX).default(''),
    bannerUrl: z
      .string()
      .refine(isPromotionPicture, 'a picture uploaded here or an https:// address')
      .nullable(),
    /** The Urdu banner; null (or absent): the English one serves Urdu too. */
    bannerUrlUr: z
      .string()
      .refine(isPromotionPicture, 'a picture uploaded here or an https:// address')
      .nullable()
      .default(null),
    startsAt: isoDate.nullable().default(null),
    endsAt: isoDate.nullable().default(null),
    enabled: z.boolean().default(true),
    promoCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, - and _ only')
      .nullable()
      .default(null),
    eligibility: opsPromotionEligibility,
    bonus: opsBonusFormula,
    wagering: opsWagering,
  })
  .superRefine((body, context) => {
    if (
      body.startsAt !== null &&
      body.endsAt !== null &&
      Date.parse(body.endsAt) <= Date.parse(body.startsAt)
    )
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    const { vipMin, vipMax } = body.eligibility;
    if (vipMin !== null && vipMax !== null && vipMax < vipMin)
      context.addIssue({
        code: 'custom',
        path: ['eligibility', 'vipMax'],
        message: 'must not be below the lowest level',
      });
    if (body.kind === 'DEPOSIT' && body.bonus.type === 'FIXED')
      context.addIssue({
        code: 'custom',
        path: ['bonus', 'type'],
        message: 'a deposit promotion pays a percent',
      });
    if (body.kind !== 'DEPOSIT' && body.bonus.type === 'PERCENT')
      context.addIssue({
        code: 'custom',
        path: ['bonus', 'type'],
        message: 'only a deposit promotion pays a percent',
      });
    if (body.kind === 'CLAIM' && body.bonus.type === 'NONE')
      context.addIssue({
        code: 'custom',
        path: ['bonus', 'type'],
        message: 'a claim promotion grants an amount',
      });
  });
export type OpsPromotionRequest = z.output<typeof opsPromotionRequest>;
export type OpsPromotionInput = z.input<typeof opsPromotionRequest>;

export const opsPromotion = z.object({
  promoId: z.string(),
  kind: z.enum(OPS_PROMOTION_KINDS),
  category: z.enum(OPS_PROMOTION_CATEGORIES),
  titleEn: z.string(),
  titleUr: z.string(),
  rulesHtmlEn: z.string(),
  rulesHtmlUr: z.string(),
  bannerUrl: z.string().nullable(),
  bannerUrlUr: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  promoCode: z.string().nullable(),
  eligibility: opsPromotionEligibility,
  bonus: opsBonusFormula,
  wagering: opsWagering,
  /** Applications waiting for a decision. */
  pendingApplications: z.number().int(),
  updatedAt: z.string(),
});
export type OpsPromotion = z.output<typeof opsPromotion>;
export const opsPromotionsValue = z.object({ content: z.array(opsPromotion) });
export const opsPromotionValue = z.object({ promotion: opsPromotion });

export const opsPromotionParams = z.object({ promoId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const opsPromotionEnabledRequest = z.object({ enabled: z.boolean() });
export const opsPromotionOrderRequest = z.object({
  promoIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
    .min(1)
    .max(500),
});

export const opsBonusLiability = z.object({
  currency: z.string(),
  activeCount: z.number().int(),
  /** The bonus money members hold in active bonuses. */
  bonusBalance: z.string(),
  /** What they still have to wager before it turns into cash. */
  wagerRemaining: z.string(),
});
export type OpsBonusLiability = z.output<typeof opsBonusLiability>;

const reasonText = text(255).refine((value) => value.trim() !== '', 'a reason is required');
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

export const opsApplicationsRequest = z.object({
  state: z.enum(OPS_APPLICATION_STATES).optional(),
  promoId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  memberId: idParam.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OpsApplicationsRequest = z.output<typeof opsApplicationsRequest>;

export const opsApplication = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  promoId: z.string(),
  promoTitleEn: z.string(),
  promoTitleUr: z.string(),
  promoKind: z.enum(OPS_PROMOTION_KINDS),
  comment: z.string(),
  /** Addresses of the member's pictures (served by this server). */
  images: z.array(z.string()),
  state: z.enum(OPS_APPLICATION_STATES),
  reason: z.string().nullable(),
  /** The bonus an approval granted; null when it granted nothing. */
  bonusId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type OpsApplication = z.output<typeof opsApplication>;
export const opsApplicationsValue = z.object({
  content: z.array(opsApplication),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export const opsApplicationParams = z.object({ id: idParam });
export const opsApplicationValue = z.object({ application: opsApplication });
/** Approve grants the promotion's fixed bonus (nothing when it has none). */
export const opsApproveApplicationRequest = z.object({});
export const opsRejectApplicationRequest = z.object({ reason: reasonText });

export const opsMemberBonus = z.object({
  bonusId: z.number().int(),
  promoId: z.string().nullable(),
  titleEn: z.string(),
  titleUr: z.string(),
  currency: z.string(),
  state: z.enum(OPS_BONUS_STATES),
  bonus: z.string(),
  deposit: z.string(),
  /** The bonus money left (the active one only; null otherwise). */
  balance: z.string().nullable(),
  wagered: z.string(),
  wagerRequired: z.string(),
  grantedAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
});
export type OpsMemberBonus = z.output<typeof opsMemberBonus>;
export const opsMemberBonusesValue = z.object({ content: z.array(opsMemberBonus) });
export const opsMemberBonusParams = z.object({ memberId: idParam, bonusId: idParam });
export const opsCancelBonusRequest = z.object({ reason: reasonText });
export const opsCancelBonusValue = z.object({ bonus: opsMemberBonus });
