/**
 * Who may have a deposit promotion, decided by the server. The list and a new deposit request only
 * offer what the member may still have (a clear refusal otherwise), but the rule that counts is the
 * one applied while crediting: inside the approving transaction the deposit claims "first credited
 * deposit" and the promotion's one claim per member through primary keys, so of two deposits
 * approved at the same moment exactly one gets a once-only bonus, on SQLite and PostgreSQL alike.
 */
import type { CashierRepository } from './cashier.repository.ts';
import type { Tx } from './ledger.repository.ts';

export const PromoEligibility = {
  /** Only with the member's first credited deposit (and so at most once). */
  FIRST_DEPOSIT: 'FIRST_DEPOSIT',
  /** With any one deposit of the member. */
  ONCE_PER_MEMBER: 'ONCE_PER_MEMBER',
} as const;

type PromoRow = Awaited<ReturnType<CashierRepository['promos']>>[number];
export type PromoStanding = Awaited<ReturnType<CashierRepository['promoStanding']>>;

/** Whether the member may still have the promotion; an eligibility this server does not know never pays. */
export function promoOffered(promo: PromoRow, standing: PromoStanding): boolean {
  if (standing.claimed.has(promo.promo_id)) return false;
  if (promo.eligibility === PromoEligibility.ONCE_PER_MEMBER) return true;
  return promo.eligibility === PromoEligibility.FIRST_DEPOSIT && !standing.deposited;
}

/**
 * Called for every approved deposit inside its crediting transaction: records whether it is the
 * member's first, then claims the promotion if the deposit still qualifies. True when the bonus is
 * this deposit's to pay.
 */
export async function claimDepositPromo(
  cashier: CashierRepository,
  tx: Tx,
  deposit: { id: string; merchant_id: number; member_id: number },
  promo: PromoRow | undefined,
): Promise<boolean> {
  const first = await cashier.claimFirstDeposit(tx, deposit.member_id, deposit.id);
  if (promo === undefined) return false;
  const qualifies =
    promo.eligibility === PromoEligibility.ONCE_PER_MEMBER ||
    (promo.eligibility === PromoEligibility.FIRST_DEPOSIT && first);
  if (!qualifies) return false;
  return cashier.claimPromo(tx, {
    merchantId: deposit.merchant_id,
    memberId: deposit.member_id,
    promoId: promo.promo_id,
    depositId: deposit.id,
  });
}
