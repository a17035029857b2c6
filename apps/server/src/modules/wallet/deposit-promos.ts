/**
 * Deposit promotions (kind DEPOSIT in modules/promotions), decided by the server through the
 * promotions' eligibility. The list and a new deposit request only offer what the member may still
 * have (a clear refusal otherwise), but the rule that counts is the one applied while crediting:
 * inside the approving transaction the deposit claims "first credited deposit" (member_first_deposit)
 * and the promotion's claim keys through primary keys, then the bonus engine grants the bonus
 * (source `deposit:<id>`), so of two deposits approved at the same moment exactly one gets a
 * once-only bonus, on SQLite and PostgreSQL alike.
 */
import type { PromotionIneligibleReason } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { claimKeysOf, evaluate, parseRules } from '../promotions/eligibility.ts';
import { bonusOf, termsOf } from '../promotions/formula.ts';
import { type PromotionRow, PromotionKind } from '../promotions/repository.ts';
import type { DepositRow } from './cashier.repository.ts';
import type { Currency, WalletDeps } from './context.ts';
import type { Tx } from './ledger.repository.ts';
import { toBigInt } from './money.ts';

/** Who is asking, for the keys a promotion may count once (device: a hash of the user-agent). */
export interface PromoClient {
  readonly deviceHash: string | null;
  readonly ip: string;
}

async function depositPromos(deps: WalletDeps, merchantId: number): Promise<PromotionRow[]> {
  const rows = await deps.cashier.promotions.enabled(merchantId);
  return rows.filter((row) => row.kind === PromotionKind.DEPOSIT);
}

/** The standing of a member who has not deposited this amount yet (listing, a new request). */
async function standingBefore(
  deps: WalletDeps,
  member: MemberRow,
  promo: PromotionRow,
  client: PromoClient,
  amountMinor: bigint | null,
  promoCode: string | null,
) {
  const keys = claimKeysOf(parseRules(promo.eligibility), { memberId: member.id, ...client });
  const promotions = deps.cashier.promotions;
  const depositsBefore = await promotions.creditedDeposits(member.id);
  return {
    now: deps.now(),
    memberId: member.id,
    memberType: member.type,
    vipLevel: await promotions.vipLevel(member.id),
    depositsBefore,
    // The same "first" as /m/activity's list, and no claim row either.
    deposit: { amountMinor, first: depositsBefore === 0 && !(await promotions.hasDeposited(member.id)) },
    deviceHash: client.deviceHash,
    ip: client.ip,
    takenKeys: await promotions.takenKeys(member.merchant_id, promo.promo_id, keys),
    promoCode,
  };
}

/** The deposit promotions the member may still have. */
export async function offeredDepositPromos(
  deps: WalletDeps,
  member: MemberRow,
  client: PromoClient,
): Promise<PromotionRow[]> {
  const offered: PromotionRow[] = [];
  for (const promo of await depositPromos(deps, member.merchant_id)) {
    // A promotion asking for a code is offered (the list says it needs one); the request checks it.
    const standing = await standingBefore(deps, member, promo, client, null, promo.promo_code);
    if (evaluate(promo, standing).ok) offered.push(promo);
  }
  return offered;
}

/**
 * The promotion a new deposit request names: it exists, the amount reaches it, the member may have
 * it and has no other bonus running (one bonus at a time).
 */
export async function requestedDepositPromo(
  deps: WalletDeps,
  member: MemberRow,
  client: PromoClient,
  promoId: string | undefined,
  amount: bigint,
  promoCode?: string,
): Promise<string | null> {
  if (promoId === undefined) return null;
  const promo = (await depositPromos(deps, member.merchant_id)).find((p) => p.promo_id === promoId);
  if (promo === undefined || amount < toBigInt(promo.min_deposit_minor))
    throw new ApiError('PROMO_NOT_FOUND', { field: 'promoId' });
  const standing = await standingBefore(deps, member, promo, client, amount, promoCode ?? null);
  const verdict = evaluate(promo, standing);
  if (!verdict.ok) throw new ApiError('PROMO_NOT_ELIGIBLE', { field: 'promoId', reason: verdict.reason });
  if ((await deps.bonus.activeOf(member.id)) !== undefined) throw new ApiError('BONUS_ALREADY_ACTIVE');
  return promo.promo_id;
}

/** What approval did with a deposit's promotion: the bonus granted, or why none (null: none asked). */
export interface DepositPromoOutcome {
  readonly bonus: bigint;
  readonly refusal: PromotionIneligibleReason | 'BONUS_ALREADY_ACTIVE' | 'ALREADY_CLAIMED' | null;
}

const none: DepositPromoOutcome = { bonus: 0n, refusal: null };
const refused = (refusal: NonNullable<DepositPromoOutcome['refusal']>): DepositPromoOutcome => ({
  bonus: 0n,
  refusal,
});

/**
 * Called for every approved deposit inside its crediting transaction (after its status changed):
 * records whether it is the member's first, then, when it asked for a promotion that still
 * applies, claims its keys (member, and the device and address the request came from) and grants
 * the bonus through the engine. Not eligible any more, a key taken by another member's claim or
 * deposit, or another bonus active meanwhile: the deposit is still credited, without the bonus,
 * and the outcome says why.
 */
export async function grantDepositPromo(
  deps: WalletDeps,
  tx: Tx,
  deposit: DepositRow,
  creditedMinor: bigint,
  currency: Currency,
): Promise<DepositPromoOutcome> {
  const first = await deps.cashier.claimFirstDeposit(tx, deposit.member_id, deposit.id);
  if (deposit.promo_id === null) return none;
  const promotions = deps.cashier.promotions;
  const promo = await promotions.get(deposit.merchant_id, deposit.promo_id, tx);
  if (promo === undefined || promo.kind !== PromotionKind.DEPOSIT) return none;
  const bonus = bonusOf(promo, creditedMinor);
  if (bonus <= 0n) return none;
  const member = await tx
    .selectFrom('member')
    .select(['type'])
    .where('id', '=', deposit.member_id)
    .executeTakeFirst();
  // The device and address the request came from (unknown for deposits made before 0032).
  const client = { deviceHash: deposit.device_hash, ip: deposit.client_ip ?? '' };
  const keys = claimKeysOf(parseRules(promo.eligibility), { memberId: deposit.member_id, ...client });
  // This deposit is approved already in this transaction.
  const depositsBefore = (await promotions.creditedDeposits(deposit.member_id, tx)) - 1;
  const verdict = evaluate(promo, {
    now: deps.now(),
    memberId: deposit.member_id,
    memberType: member?.type ?? -1,
    vipLevel: await promotions.vipLevel(deposit.member_id, tx),
    depositsBefore,
    // First by the claim row and by the record alike (deposits credited before the claim table).
    deposit: { amountMinor: creditedMinor, first: first && depositsBefore === 0 },
    ...client,
    takenKeys: await promotions.takenKeys(deposit.merchant_id, promo.promo_id, keys, tx),
    promoCode: promo.promo_code,
  });
  if (!verdict.ok) return refused(verdict.reason);
  if ((await deps.bonus.activeOf(deposit.member_id, tx)) !== undefined)
    return refused('BONUS_ALREADY_ACTIVE');
  const at = deps.now().toISOString();
  const claim = { merchantId: deposit.merchant_id, promoId: promo.promo_id, memberId: deposit.member_id };
  if (!(await promotions.insertKeys(tx, { ...claim, keys, at }))) return refused('ALREADY_CLAIMED');
  try {
    await deps.bonus.grant(
      {
        ...claim,
        currency: currency.code,
        source: `deposit:${deposit.id}`,
        titleEn: promo.title_en,
        titleUr: promo.title_ur,
        bonusMinor: bonus,
        depositMinor: creditedMinor,
        terms: termsOf(promo),
      },
      tx,
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'BONUS_ALREADY_ACTIVE')) throw error;
    await promotions.removeKeys(tx, deposit.merchant_id, promo.promo_id, keys);
    return refused('BONUS_ALREADY_ACTIVE');
  }
  return { bonus, refusal: null };
}
