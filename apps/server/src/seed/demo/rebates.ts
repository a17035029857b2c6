/**
 * The demo's cashback: open, a minimum claim of 1, and 0.2 % on every product at VIP 0 (higher
 * levels use their VIP cashback), so the member centre's Cashback screen has something to show on
 * `npm start`. Written only when the merchant has no cashback settings yet.
 */
import { REBATE_PRODUCTS } from '@openlobby/contract';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

type Tx = Transaction<DatabaseSchema>;

export async function seedDemoRebates(tx: Tx, merchantId: number, now: string): Promise<void> {
  const { currency_scale: scale } = await tx
    .selectFrom('merchant')
    .select('currency_scale')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const inserted = await tx
    .insertInto('rebate_setting')
    .values({
      merchant_id: merchantId,
      enabled: 1,
      min_claim_minor: (10n ** BigInt(scale)).toString(),
      updated_at: now,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
  await tx
    .insertInto('rebate_rate')
    .values(
      REBATE_PRODUCTS.map((product) => ({ merchant_id: merchantId, product, vip_level: 0, rate_bps: 20 })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'product', 'vip_level']).doNothing())
    .execute();
}
