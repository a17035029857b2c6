/**
 * Who may have a promotion, decided by the server from the promotion's rules and the member's
 * standing. Pure: the same evaluation runs when listing (what is offered) and again inside the
 * granting transaction (what counts), where the claim keys it names are inserted so that "once per
 * member / device / address" holds under concurrency.
 */
import { createHash } from 'node:crypto';
import { type PromotionIneligibleReason, promotionReasonText } from '@openlobby/contract';
import type { PromotionRow } from './repository.ts';
import { claimKey } from './repository.ts';

export type OncePer = 'MEMBER' | 'DEVICE' | 'ADDRESS';

/** The promotion's eligibility column (JSON), as operators define it (contract opsPromotionEligibility). */
export interface PromotionRules {
  readonly firstDeposit: boolean;
  readonly nthDeposit: number | null;
  /** Empty: every type. */
  readonly memberTypes: readonly number[];
  readonly vipMin: number | null;
  readonly vipMax: number | null;
  readonly oncePer: readonly OncePer[];
}

const ONCE_PER: readonly OncePer[] = ['MEMBER', 'DEVICE', 'ADDRESS'];

const intOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/** Reads the column leniently: a malformed value gives the strictest reading (once per member). */
export function parseRules(text: string): PromotionRules {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = {};
  }
  const o = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const types = Array.isArray(o.memberTypes) ? o.memberTypes.filter((t) => Number.isInteger(t)) : [];
  const oncePer = Array.isArray(o.oncePer)
    ? ONCE_PER.filter((value) => (o.oncePer as unknown[]).includes(value))
    : (['MEMBER'] as OncePer[]);
  return {
    firstDeposit: o.firstDeposit === true,
    nthDeposit: intOrNull(o.nthDeposit),
    memberTypes: types as number[],
    vipMin: intOrNull(o.vipMin),
    vipMax: intOrNull(o.vipMax),
    oncePer,
  };
}

export interface MemberStanding {
  readonly now: Date;
  readonly memberId: number;
  readonly memberType: number;
  readonly vipLevel: number;
  /** Credited deposits before the one being decided (or, when listing, before the next one). */
  readonly depositsBefore: number;
  /**
   * For a deposit promotion: the deposit's amount (minor units) and whether it is the first credited
   * one (at approval member_first_deposit decides; when listing, no deposit yet). null elsewhere.
   */
  readonly deposit: { readonly amountMinor: bigint | null; readonly first: boolean } | null;
  /** A hash of the session's device, null when it is unknown. */
  readonly deviceHash: string | null;
  /** The client address as the server derives it. */
  readonly ip: string;
  /** Claim keys of this promotion already used (see claimKeysOf). */
  readonly takenKeys: ReadonlySet<string>;
  /** The code the member typed, if any. */
  readonly promoCode: string | null;
}

export type Eligibility = { ok: true } | { ok: false; reason: PromotionIneligibleReason };

type Promo = Pick<
  PromotionRow,
  'kind' | 'starts_at' | 'ends_at' | 'promo_code' | 'min_deposit_minor' | 'eligibility'
>;

/** The claim keys a promotion demands of this member (inserted when it grants). */
export function claimKeysOf(
  rules: PromotionRules,
  standing: Pick<MemberStanding, 'memberId' | 'deviceHash' | 'ip'>,
) {
  const keys: string[] = [];
  if (rules.oncePer.includes('MEMBER')) keys.push(claimKey.member(standing.memberId));
  if (rules.oncePer.includes('DEVICE') && standing.deviceHash !== null)
    keys.push(claimKey.device(standing.deviceHash));
  if (rules.oncePer.includes('ADDRESS') && standing.ip !== '') keys.push(claimKey.address(standing.ip));
  return keys;
}

/**
 * The device a once-per-device promotion counts: a hash of the browser's user-agent (what a member
 * session records of its device, migration 0025); null when the request names none.
 */
export function deviceHashOf(userAgent: string): string | null {
  const agent = userAgent.trim();
  return agent === '' ? null : createHash('sha256').update(agent).digest('hex').slice(0, 32);
}

const no = (reason: PromotionIneligibleReason): Eligibility => ({ ok: false, reason });

/** Every rule in turn; the first that fails is the reason. */
export function evaluate(promo: Promo, standing: MemberStanding): Eligibility {
  const rules = parseRules(promo.eligibility);
  const now = standing.now.getTime();
  if (promo.starts_at !== null && now < Date.parse(promo.starts_at)) return no('NOT_STARTED');
  if (promo.ends_at !== null && now >= Date.parse(promo.ends_at)) return no('ENDED');
  if (promo.promo_code !== null && promo.promo_code !== '') {
    const typed = standing.promoCode?.trim().toLowerCase() ?? '';
    if (typed !== promo.promo_code.toLowerCase()) return no('PROMO_CODE');
  }
  if (rules.memberTypes.length > 0 && !rules.memberTypes.includes(standing.memberType))
    return no('MEMBER_TYPE');
  if (rules.vipMin !== null && standing.vipLevel < rules.vipMin) return no('VIP_LEVEL');
  if (rules.vipMax !== null && standing.vipLevel > rules.vipMax) return no('VIP_LEVEL');
  if (rules.firstDeposit) {
    const first = standing.deposit === null ? standing.depositsBefore === 0 : standing.deposit.first;
    if (!first) return no('FIRST_DEPOSIT');
  }
  if (rules.nthDeposit !== null && standing.depositsBefore + 1 !== rules.nthDeposit) return no('NTH_DEPOSIT');
  const minimum = BigInt(promo.min_deposit_minor);
  if (
    promo.kind === 'DEPOSIT' &&
    minimum > 0n &&
    standing.deposit !== null &&
    standing.deposit.amountMinor !== null &&
    standing.deposit.amountMinor < minimum
  ) {
    return no('MIN_DEPOSIT');
  }
  const taken = standing.takenKeys;
  if (rules.oncePer.includes('MEMBER') && taken.has(claimKey.member(standing.memberId)))
    return no('ONCE_PER_MEMBER');
  if (
    rules.oncePer.includes('DEVICE') &&
    standing.deviceHash !== null &&
    taken.has(claimKey.device(standing.deviceHash))
  )
    return no('ONCE_PER_DEVICE');
  if (rules.oncePer.includes('ADDRESS') && standing.ip !== '' && taken.has(claimKey.address(standing.ip)))
    return no('ONCE_PER_ADDRESS');
  return { ok: true };
}

/** The reason in the member's language. */
export function reasonMessage(reason: PromotionIneligibleReason, language: 'EN' | 'UR'): string {
  return promotionReasonText[reason][language];
}
