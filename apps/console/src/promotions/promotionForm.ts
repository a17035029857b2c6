/**
 * The promotion editor's form: flat values for Mantine's form, the request they make, and each
 * field's error as a message key, found by the request's own contract schema (the server checks
 * the same schema again) and from a refusal's issues (a fraction finer than the currency's).
 */
import {
  OPS_ONCE_PER,
  type OpsOncePer,
  type OpsPromotion,
  type OpsPromotionCategory,
  type OpsPromotionInput,
  type OpsPromotionKind,
  type OpsWagerGameType,
  opsPromotionRequest,
} from '@openlobby/contract';
import { fromLocalInput, toLocalInput } from '../content/contentForm.ts';
import type { PromotionsMessageKey } from './messages.ts';

export const WEIGHT_TYPES: readonly OpsWagerGameType[] = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT'];
export type BonusType = 'NONE' | 'PERCENT' | 'FIXED';
type WeightField = `weight${OpsWagerGameType}`;

export type PromotionFormValues = {
  kind: OpsPromotionKind;
  category: OpsPromotionCategory;
  titleEn: string;
  titleUr: string;
  rulesHtmlEn: string;
  rulesHtmlUr: string;
  bannerUrl: string;
  /** The Urdu banner; empty: the English one serves Urdu too. */
  bannerUrlUr: string;
  /** datetime-local values in the browser's zone; '' for no limit. */
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  promoCode: string;
  firstDeposit: boolean;
  nthDeposit: number | string;
  minDeposit: string;
  /** "0, 2": member types separated by commas. */
  memberTypes: string;
  vipMin: number | string;
  vipMax: number | string;
  oncePer: OpsOncePer[];
  bonusType: BonusType;
  percent: number | string;
  cap: string;
  amount: string;
  basis: 'BONUS' | 'BONUS_DEPOSIT';
  multiple: number | string;
  maxStake: string;
  expiryDays: number | string;
} & Record<WeightField, number | string>;

export type PromotionField = keyof PromotionFormValues;

/** Which bonus formulas a kind of promotion can have (the first is its default). */
export function bonusTypesOf(kind: OpsPromotionKind): BonusType[] {
  switch (kind) {
    case 'DEPOSIT':
      return ['PERCENT', 'NONE'];
    case 'CLAIM':
      return ['FIXED'];
    case 'APPLY':
    case 'INFO':
      return ['FIXED', 'NONE'];
  }
}

const DEFAULT_WEIGHTS: Record<OpsWagerGameType, number> = {
  RNG: 100,
  FISH: 100,
  LIVE: 10,
  PVP: 10,
  SPORTS: 50,
  LOTT: 0,
};

export function emptyPromotion(): PromotionFormValues {
  return {
    kind: 'CLAIM',
    category: 'OTHER',
    titleEn: '',
    titleUr: '',
    rulesHtmlEn: '',
    rulesHtmlUr: '',
    bannerUrl: '',
    bannerUrlUr: '',
    startsAt: '',
    endsAt: '',
    enabled: true,
    promoCode: '',
    firstDeposit: false,
    nthDeposit: '',
    minDeposit: '',
    memberTypes: '',
    vipMin: '',
    vipMax: '',
    oncePer: ['MEMBER'],
    bonusType: 'FIXED',
    percent: '',
    cap: '0',
    amount: '',
    basis: 'BONUS',
    multiple: 10,
    maxStake: '',
    expiryDays: 30,
    weightRNG: DEFAULT_WEIGHTS.RNG,
    weightFISH: DEFAULT_WEIGHTS.FISH,
    weightLIVE: DEFAULT_WEIGHTS.LIVE,
    weightPVP: DEFAULT_WEIGHTS.PVP,
    weightSPORTS: DEFAULT_WEIGHTS.SPORTS,
    weightLOTT: DEFAULT_WEIGHTS.LOTT,
  };
}

export function valuesOf(promotion: OpsPromotion): PromotionFormValues {
  const { eligibility: rules, bonus, wagering } = promotion;
  return {
    kind: promotion.kind,
    category: promotion.category,
    titleEn: promotion.titleEn,
    titleUr: promotion.titleUr,
    rulesHtmlEn: promotion.rulesHtmlEn,
    rulesHtmlUr: promotion.rulesHtmlUr,
    bannerUrl: promotion.bannerUrl ?? '',
    bannerUrlUr: promotion.bannerUrlUr ?? '',
    startsAt: toLocalInput(promotion.startsAt),
    endsAt: toLocalInput(promotion.endsAt),
    enabled: promotion.enabled,
    promoCode: promotion.promoCode ?? '',
    firstDeposit: rules.firstDeposit,
    nthDeposit: rules.nthDeposit ?? '',
    minDeposit: rules.minDeposit ?? '',
    memberTypes: rules.memberTypes.join(', '),
    vipMin: rules.vipMin ?? '',
    vipMax: rules.vipMax ?? '',
    oncePer: [...rules.oncePer],
    bonusType: bonus.type,
    percent: bonus.type === 'PERCENT' ? bonus.percent : '',
    cap: bonus.type === 'PERCENT' ? bonus.cap : '0',
    amount: bonus.type === 'FIXED' ? bonus.amount : '',
    basis: wagering.basis,
    multiple: wagering.multiple,
    maxStake: wagering.maxStake ?? '',
    expiryDays: wagering.expiryDays,
    weightRNG: wagering.weights.RNG,
    weightFISH: wagering.weights.FISH,
    weightLIVE: wagering.weights.LIVE,
    weightPVP: wagering.weights.PVP,
    weightSPORTS: wagering.weights.SPORTS,
    weightLOTT: wagering.weights.LOTT,
  };
}

/** A number field's value: '' is none, anything else is a number (NaN when it is not one). */
const numberOrNull = (value: number | string): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);
const numberOr = (value: number | string): number => numberOrNull(value) ?? Number.NaN;
const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
/** A datetime-local value as the request's ISO instant; an unreadable one is sent as it is (refused). */
const instant = (value: string): string | null =>
  value.trim() === '' ? null : (fromLocalInput(value) ?? value);

function memberTypesOf(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** The request the form's values make (before the schema checks it). */
export function requestOf(values: PromotionFormValues): OpsPromotionInput {
  const bonus =
    values.bonusType === 'PERCENT'
      ? {
          type: 'PERCENT' as const,
          percent: numberOr(values.percent),
          cap: values.cap.trim() === '' ? '0' : values.cap.trim(),
        }
      : values.bonusType === 'FIXED'
        ? { type: 'FIXED' as const, amount: values.amount.trim() }
        : { type: 'NONE' as const };
  return {
    kind: values.kind,
    category: values.category,
    titleEn: values.titleEn,
    titleUr: values.titleUr,
    rulesHtmlEn: values.rulesHtmlEn,
    rulesHtmlUr: values.rulesHtmlUr,
    bannerUrl: textOrNull(values.bannerUrl),
    bannerUrlUr: textOrNull(values.bannerUrlUr),
    startsAt: instant(values.startsAt),
    endsAt: instant(values.endsAt),
    enabled: values.enabled,
    promoCode: textOrNull(values.promoCode),
    eligibility: {
      firstDeposit: values.firstDeposit,
      nthDeposit: numberOrNull(values.nthDeposit),
      minDeposit: textOrNull(values.minDeposit),
      memberTypes: memberTypesOf(values.memberTypes),
      vipMin: numberOrNull(values.vipMin),
      vipMax: numberOrNull(values.vipMax),
      oncePer: OPS_ONCE_PER.filter((once) => values.oncePer.includes(once)),
    },
    bonus,
    wagering: {
      basis: values.basis,
      multiple: numberOr(values.multiple),
      weights: {
        RNG: numberOr(values.weightRNG),
        FISH: numberOr(values.weightFISH),
        LIVE: numberOr(values.weightLIVE),
        PVP: numberOr(values.weightPVP),
        SPORTS: numberOr(values.weightSPORTS),
        LOTT: numberOr(values.weightLOTT),
      },
      maxStake: textOrNull(values.maxStake),
      expiryDays: numberOr(values.expiryDays),
    },
  };
}

type Key = PromotionsMessageKey;
/** The form field an issue of the request's schema belongs to, and the message it shows. */
export function fieldOfIssue(path: readonly PropertyKey[]): { field: PromotionField; message: Key } | null {
  const [head, second, third] = path.map(String);
  switch (head) {
    case 'titleEn':
    case 'titleUr':
      return { field: head, message: 'promotions.error.required' };
    case 'startsAt':
      return { field: 'startsAt', message: 'promotions.error.date' };
    case 'endsAt':
      return { field: 'endsAt', message: 'promotions.error.endsAfterStart' };
    case 'bannerUrl':
    case 'bannerUrlUr':
      return { field: head, message: 'promotions.error.picture' };
    case 'promoCode':
      return { field: 'promoCode', message: 'promotions.error.promoCode' };
    case 'rulesHtmlEn':
    case 'rulesHtmlUr':
      return { field: head, message: 'promotions.error.invalid' };
    case 'eligibility':
      switch (second) {
        case 'nthDeposit':
          return { field: 'nthDeposit', message: 'promotions.error.nth' };
        case 'minDeposit':
          return { field: 'minDeposit', message: 'promotions.error.amount' };
        case 'memberTypes':
          return { field: 'memberTypes', message: 'promotions.error.memberTypes' };
        case 'vipMin':
          return { field: 'vipMin', message: 'promotions.error.level' };
        case 'vipMax':
          return { field: 'vipMax', message: 'promotions.error.vipRange' };
        default:
          return { field: 'oncePer', message: 'promotions.error.invalid' };
      }
    case 'bonus':
      switch (second) {
        case 'percent':
          return { field: 'percent', message: 'promotions.error.percent' };
        case 'cap':
          return { field: 'cap', message: 'promotions.error.amount' };
        case 'amount':
          return { field: 'amount', message: 'promotions.error.amount' };
        default:
          return { field: 'bonusType', message: 'promotions.error.bonusKind' };
      }
    case 'wagering':
      switch (second) {
        case 'weights':
          return WEIGHT_TYPES.includes(third as OpsWagerGameType)
            ? { field: `weight${third as OpsWagerGameType}`, message: 'promotions.error.weight' }
            : null;
        case 'multiple':
          return { field: 'multiple', message: 'promotions.error.multiple' };
        case 'maxStake':
          return { field: 'maxStake', message: 'promotions.error.amount' };
        case 'expiryDays':
          return { field: 'expiryDays', message: 'promotions.error.expiry' };
        default:
          return { field: 'basis', message: 'promotions.error.invalid' };
      }
    default:
      return null;
  }
}

/** Each field's first problem as a message key; empty when the request is valid. */
export function promotionErrors(values: PromotionFormValues): Partial<Record<PromotionField, Key>> {
  const parsed = opsPromotionRequest.safeParse(requestOf(values));
  const errors: Partial<Record<PromotionField, Key>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const found = fieldOfIssue(issue.path);
    if (found !== null && errors[found.field] === undefined) errors[found.field] = found.message;
  }
  return errors;
}

/** A server refusal's issues ("body.bonus.amount") on the form's fields. */
export function serverErrors(issues: unknown): Partial<Record<PromotionField, Key>> {
  const errors: Partial<Record<PromotionField, Key>> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues) {
    const path = typeof issue === 'object' && issue !== null ? (issue as { path?: unknown }).path : undefined;
    if (typeof path !== 'string') continue;
    const found = fieldOfIssue(path.split('.').slice(1));
    if (found !== null && errors[found.field] === undefined) errors[found.field] = found.message;
  }
  return errors;
}
