/**
 * The withdrawal side of the cashier tables: withdraw banks, members' bank cards and withdrawal
 * requests with their decisions. Money moves only through the ledger.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BankCardTable, WithdrawalTable } from '../../db/schema.ts';
import { dailyReports } from '../reports/daily.repository.ts';
import type { Tx } from './ledger.repository.ts';
import { toBigInt } from './money.ts';
import { type PageQuery, requestPage } from './request-page.repository.ts';

export type WithdrawalRow = Selectable<WithdrawalTable>;
export type BankCardRow = Selectable<BankCardTable>;
type Conn = Db | Tx;

export function createWithdrawalQueries(db: Db) {
  return {
    withdrawBanks(merchantId: number) {
      return db
        .selectFrom('withdraw_bank')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('sort_order')
        .execute();
    },
    withdrawBank(merchantId: number, bankCode: string) {
      return db
        .selectFrom('withdraw_bank')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('bank_code', '=', bankCode)
        .executeTakeFirst();
    },

    cards(memberId: number) {
      return db
        .selectFrom('bank_card')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
    },
    card(memberId: number, cardId: number) {
      return db
        .selectFrom('bank_card')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('id', '=', cardId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    insertCard(row: Insertable<BankCardTable>) {
      return db.insertInto('bank_card').values(row).returning('id').executeTakeFirstOrThrow();
    },
    async deleteCard(memberId: number, cardId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('bank_card')
        .set({ deleted_at: at })
        .where('member_id', '=', memberId)
        .where('id', '=', cardId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return toBigInt(result.numUpdatedRows) === 1n;
    },

    async insertWithdrawal(tx: Tx, row: Insertable<WithdrawalTable>) {
      await tx.insertInto('withdrawal').values(row).execute();
      await countWithdrawal(tx, row.id, null);
    },
    withdrawal(id: string, conn: Conn = db) {
      return conn.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirst();
    },
    withdrawalByRequest(memberId: number, requestId: string) {
      return db
        .selectFrom('withdrawal')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },
    async countWithdrawalsSince(memberId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('withdrawal')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async decideWithdrawal(
      tx: Tx,
      id: string,
      change: { status: string; remark: string | null; at: string; by: string },
    ): Promise<boolean> {
      const result = await tx
        .updateTable('withdrawal')
        .set({ status: change.status, remark: change.remark, decided_at: change.at, decided_by: change.by })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const decided = toBigInt(result.numUpdatedRows) === 1n;
      if (decided) await countWithdrawal(tx, id, 'pending');
      return decided;
    },
    withdrawalPage(memberId: number | null, merchantId: number, q: PageQuery) {
      return requestPage(db, 'withdrawal', memberId, merchantId, q);
    },
  };
}

/** Moves a withdrawal into its status on the daily payments report (from `from`, null when new). */
async function countWithdrawal(tx: Tx, id: string, from: string | null): Promise<void> {
  const row = await tx.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  await dailyReports.paymentMoved(tx, {
    merchantId: row.merchant_id,
    kind: 'withdrawal',
    memberId: row.member_id,
    channel: row.bank_name,
    createdAt: row.created_at,
    amountMinor: toBigInt(row.amount_minor),
    from,
    to: row.status,
    at: row.decided_at ?? row.created_at,
  });
}
