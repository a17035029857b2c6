/**
 * Deposit promotions (kind DEPOSIT in modules/promotions), decided by the server through the
 * promotions' eligibility. The list and a new deposit request only offer what the member may still
 * have (a clear refusal otherwise), but the rule that counts is the one applied while crediting:
 * inside the approving transaction the deposit claims "first credited deposit" (member_first_deposit)
 * and the promotion's claim keys through primary keys, then the bonus engine grants the bonus
 * (source `deposit:<id>`), so of two deposits approved at the same moment exactly one gets a
 * once-only bonus, on SQLite and PostgreSQL alike.
 */
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
    deposit: { amountMinor, first: !(await promotions.hasDeposited(member.id)) },
    deviceHash: client.deviceHash,
    ip: client.ip,
    takenKeys: await promotions.takenKeys(member.merchant_id, promo.promo_id, keys),
    promoCode: null,
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
    if (evaluate(promo, await standingBefore(deps, member, promo, client, null)).ok) offered.push(promo);
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
): Promise<string | null> {
  if (promoId === undefined) return null;
  const promo = (await depositPromos(deps, member.merchant_id)).find((p) => p.promo_id === promoId);
  if (promo === undefined || amount < toBigInt(promo.min_deposit_minor))
    throw new ApiError('PROMO_NOT_FOUND', { field: 'promoId' });
  const verdict = evaluate(promo, await standingBefore(deps, member, promo, client, amount));
  if (!verdict.ok) throw new ApiError('PROMO_NOT_ELIGIBLE', { field: 'promoId', reason: verdict.reason });
  if ((await deps.bonus.activeOf(member.id)) !== undefined) throw new ApiError('BONUS_ALREADY_ACTIVE');
  return promo.promo_id;
}

/**
 * Called for every approved deposit inside its crediting transaction (after its status changed):
 * records whether it is the member's first, then, when it asked for a promotion that still
 * applies, claims its keys and grants the bonus through the engine. The bonus granted (0n when
 * none: not eligible any more, or another bonus became active meanwhile — the deposit is still
 * credited, without it).
 */
export async function grantDepositPromo(
  deps: WalletDeps,
  tx: Tx,
  deposit: DepositRow,
  creditedMinor: bigint,
  currency: Currency,
): Promise<bigint> {
  const first = await deps.cashier.claimFirstDeposit(tx, deposit.member_id, deposit.id);
  if (deposit.promo_id === null) return 0n;
  const promotions = deps.cashier.promotions;
  const promo = await promotions.get(deposit.merchant_id, deposit.promo_id, tx);
  if (promo === undefined || promo.kind !== PromotionKind.DEPOSIT) return 0n;
  const bonus = bonusOf(promo, creditedMinor);
  if (bonus <= 0n) return 0n;
  const member = await tx
    .selectFrom('member')
    .select(['type'])
    .where('id', '=', deposit.member_id)
    .executeTakeFirst();
  // The device and address of the request are not known at approval: the member key counts here.
  const client = { deviceHash: null, ip: '' };
  const keys = claimKeysOf(parseRules(promo.eligibility), { memberId: deposit.member_id, ...client });
  const verdict = evaluate(promo, {
    now: deps.now(),
    memberId: deposit.member_id,
    memberType: member?.type ?? -1,
    vipLevel: await promotions.vipLevel(deposit.member_id, tx),
    // This deposit is approved already in this transaction.
    depositsBefore: (await promotions.creditedDeposits(deposit.member_id, tx)) - 1,
    deposit: { amountMinor: creditedMinor, first },
    ...client,
    takenKeys: await promotions.takenKeys(deposit.merchant_id, promo.promo_id, keys, tx),
    promoCode: promo.promo_code,
  });
  if (!verdict.ok) return 0n;
  if ((await deps.bonus.activeOf(deposit.member_id, tx)) !== undefined) return 0n;
  const at = deps.now().toISOString();
  const claim = { merchantId: deposit.merchant_id, promoId: promo.promo_id, memberId: deposit.member_id };
  if (!(await promotions.insertKeys(tx, { ...claim, keys, at }))) return 0n;
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
    return 0n;
  }
  return bonus;
}
