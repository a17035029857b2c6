/** Reads of the agent's income and transactions: ledger movements of one wallet by code, summed or paged. */
import type { Db } from '../../db/database.ts';
import type { TransferRow } from '../wallet/ledger.repository.ts';

export interface Instants {
  readonly from: string;
  readonly to: string;
}

export function createIncomeRepository(db: Db) {
  const touching = (accountId: number, codes: readonly string[], range: Instants) =>
    db
      .selectFrom('ledger_transfer')
      .where((eb) => eb.or([eb('debit_account_id', '=', accountId), eb('credit_account_id', '=', accountId)]))
      .where('tx_code', 'in', [...codes])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to);

  return {
    async timeZone(merchantId: number): Promise<string> {
      const row = await db
        .selectFrom('merchant')
        .select('time_zone')
        .where('id', '=', merchantId)
        .executeTakeFirst();
      return row?.time_zone ?? 'UTC';
    },

    /** Credits into the wallet per code over the range (posted transfers). */
    creditsByCode(accountId: number, codes: readonly string[], range: Instants) {
      if (codes.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('ledger_transfer')
        .select((eb) => ['tx_code', eb.fn.sum<string | number | bigint>('amount').as('total')])
        .where('credit_account_id', '=', accountId)
        .where('phase', '=', 'posted')
        .where('tx_code', 'in', [...codes])
        .where('created_at', '>=', range.from)
        .where('created_at', '<', range.to)
        .groupBy('tx_code')
        .execute();
    },

    page(
      accountId: number,
      codes: readonly string[],
      range: Instants,
      offset: number,
      limit: number,
    ): Promise<[TransferRow[], { n: string | number }]> {
      return Promise.all([
        touching(accountId, codes, range)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        touching(accountId, codes, range)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
    },
  };
}
export type IncomeRepository = ReturnType<typeof createIncomeRepository>;
