/** The withdraw banks (real banks and e-wallets) members pick from, when the merchant has none. */
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

type Tx = Transaction<DatabaseSchema>;

export async function seedWithdrawBanks(tx: Tx, merchantId: number): Promise<void> {
  const any = await tx
    .selectFrom('withdraw_bank')
    .select('bank_code')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (any !== undefined) return;
  const banks = [
    { bank_code: 'HBL', bank_name: 'Habib Bank Limited', payout_type: 'bank' },
    { bank_code: 'UBL', bank_name: 'United Bank Limited', payout_type: 'bank' },
    { bank_code: 'MCB', bank_name: 'MCB Bank', payout_type: 'bank' },
    { bank_code: 'JAZZCASH', bank_name: 'JazzCash', payout_type: 'ewallet' },
    { bank_code: 'EASYPAISA', bank_name: 'Easypaisa', payout_type: 'ewallet' },
  ];
  await tx
    .insertInto('withdraw_bank')
    .values(banks.map((b, index) => ({ ...b, merchant_id: merchantId, logo_url: null, sort_order: index })))
    .execute();
}
