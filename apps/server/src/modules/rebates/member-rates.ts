/**
 * A member's cashback rates, for the rebate engine and for agents (the agent centre calls these two).
 *
 * - `effectiveRates(db, merchantId, memberId)`: per product, the member's own rate when their upline
 *   set one, else the operator's rate for the member's VIP level (a pair the operator did not set:
 *   the level's VIP cashback_bps), capped at REBATE_MAX_BPS. An own rate is also capped, when read,
 *   at the effective rate of the upline that set it, so lowering an upline's rate later (or its
 *   VIP level falling) can never leave a downline above it.
 * - `setMemberRates(db, merchantId, uplineId, memberId, rates)`: sets the given products' own rates
 *   in one transaction, refusing the whole change with REBATE_ABOVE_UPLINE when any rate is above the
 *   upline's own effective rate. Whether `uplineId` is the member's upline is the caller's check
 *   (the referral tree's).
 */
import { REBATE_MAX_BPS, REBATE_PRODUCTS, type RebateProduct } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { type ProductRates, isRebateProduct, zeroRates } from './products.ts';

type Conn = Db | Tx;

/** How far up a chain of uplines the read-time cap looks (deeper trees are capped at this depth). */
const MAX_CHAIN = 64;

/** The member's VIP level as the VIP module last computed it (member.club_label); 0 when none. */
export async function vipLevelOf(conn: Conn, memberId: number): Promise<number> {
  const row = await conn
    .selectFrom('member')
    .select('club_label')
    .where('id', '=', memberId)
    .executeTakeFirst();
  const level = Number(row?.club_label ?? '0');
  return Number.isInteger(level) && level >= 0 ? level : 0;
}

/** The operator's rates for one VIP level (falling back to the level's VIP cashback). */
export async function operatorRates(conn: Conn, merchantId: number, level: number): Promise<ProductRates> {
  const [rows, vip] = await Promise.all([
    conn
      .selectFrom('rebate_rate')
      .select(['product', 'rate_bps'])
      .where('merchant_id', '=', merchantId)
      .where('vip_level', '=', level)
      .execute(),
    conn
      .selectFrom('vip_level')
      .select('cashback_bps')
      .where('merchant_id', '=', merchantId)
      .where('level', '=', level)
      .executeTakeFirst(),
  ]);
  const fallback = Math.min(vip?.cashback_bps ?? 0, REBATE_MAX_BPS);
  const rates = zeroRates();
  for (const product of REBATE_PRODUCTS) rates[product] = fallback;
  for (const row of rows)
    if (isRebateProduct(row.product)) rates[row.product] = Math.min(row.rate_bps, REBATE_MAX_BPS);
  return rates;
}

interface OwnRates {
  readonly rates: Partial<Record<RebateProduct, number>>;
  /** The upline that set them (the last one), null when none is set. */
  readonly setBy: number | null;
}

async function ownRates(conn: Conn, memberId: number): Promise<OwnRates> {
  const rows = await conn
    .selectFrom('member_rebate_rate')
    .select(['product', 'rate_bps', 'set_by', 'updated_at'])
    .where('member_id', '=', memberId)
    .orderBy('updated_at')
    .execute();
  const rates: Partial<Record<RebateProduct, number>> = {};
  let setBy: number | null = null;
  for (const row of rows) {
    if (!isRebateProduct(row.product)) continue;
    rates[row.product] = row.rate_bps;
    if (row.set_by !== null) setBy = row.set_by;
  }
  return { rates, setBy };
}

async function effectiveOn(
  conn: Conn,
  merchantId: number,
  memberId: number,
  depth: number,
): Promise<ProductRates> {
  const own = await ownRates(conn, memberId);
  const needsOperator = REBATE_PRODUCTS.some((product) => own.rates[product] === undefined);
  const base = needsOperator
    ? await operatorRates(conn, merchantId, await vipLevelOf(conn, memberId))
    : zeroRates();
  const cap =
    own.setBy !== null && own.setBy !== memberId && depth < MAX_CHAIN
      ? await effectiveOn(conn, merchantId, own.setBy, depth + 1)
      : null;
  const rates = zeroRates();
  for (const product of REBATE_PRODUCTS) {
    const set = own.rates[product];
    rates[product] =
      set === undefined ? base[product] : Math.min(set, cap?.[product] ?? REBATE_MAX_BPS, REBATE_MAX_BPS);
  }
  return rates;
}

/** The member's effective rate per product now (basis points). */
export function effectiveRates(db: Conn, merchantId: number, memberId: number): Promise<ProductRates> {
  return effectiveOn(db, merchantId, memberId, 0);
}

/**
 * Sets the member's own rates for the products given (others unchanged), all or none: any rate
 * above the upline's effective rate refuses the change (REBATE_ABOVE_UPLINE, field `rates.<PRODUCT>`).
 * Answers the member's effective rates after the change.
 */
export async function setMemberRates(
  db: Db,
  merchantId: number,
  uplineId: number,
  memberId: number,
  rates: Partial<Record<RebateProduct, number>>,
  now: () => Date = () => new Date(),
): Promise<ProductRates> {
  if (uplineId === memberId) throw new ApiError('REBATE_ABOVE_UPLINE', { field: 'memberId' });
  return db.transaction().execute(async (tx) => {
    // Both members' rows in this merchant, read in the transaction that writes.
    const members = await tx
      .selectFrom('member')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('id', 'in', [uplineId, memberId])
      .execute();
    if (members.length !== 2) throw new ApiError('VALIDATION_FAILED', { field: 'memberId' });
    const upline = await effectiveOn(tx, merchantId, uplineId, 0);
    const at = now().toISOString();
    for (const product of REBATE_PRODUCTS) {
      const rate = rates[product];
      if (rate === undefined) continue;
      if (!Number.isInteger(rate) || rate < 0 || rate > REBATE_MAX_BPS) {
        throw new ApiError('VALIDATION_FAILED', { field: `rates.${product}` });
      }
      if (rate > upline[product]) throw new ApiError('REBATE_ABOVE_UPLINE', { field: `rates.${product}` });
    }
    for (const product of REBATE_PRODUCTS) {
      const rate = rates[product];
      if (rate === undefined) continue;
      const values = { rate_bps: rate, set_by: uplineId, updated_at: at };
      await tx
        .insertInto('member_rebate_rate')
        .values({ member_id: memberId, product, merchant_id: merchantId, ...values })
        .onConflict((oc) => oc.columns(['member_id', 'product']).doUpdateSet(values))
        .execute();
    }
    return effectiveOn(tx, merchantId, memberId, 0);
  });
}
