/**
 * Cashier tables: deposit channels, deposits (promotions in modules/promotions/repository.ts) and gateway callback nonces here; withdraw
 * banks, bank cards and withdrawals in withdraw-requests.repository.ts. Money itself moves only
 * through the ledger service; these rows describe requests and their decisions.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DepositTable } from '../../db/schema.ts';
import { createPromotionRepository } from '../promotions/repository.ts';
import { dailyReports } from '../reports/daily.repository.ts';
import type { Tx } from './ledger.repository.ts';
import { toBigInt } from './money.ts';
import { type PageQuery, requestPage } from './request-page.repository.ts';
import { createWithdrawalQueries } from './withdraw-requests.repository.ts';

export type { PageQuery } from './request-page.repository.ts';
export type { BankCardRow, WithdrawalRow } from './withdraw-requests.repository.ts';

export type DepositRow = Selectable<DepositTable>;
type Conn = Db | Tx;

/** Switched-on channels a member can pay through (a bank transfer or crypto needs an account to pay into). */
function offered(db: Db, merchantId: number) {
  return db
    .selectFrom('deposit_channel')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .where((eb) =>
      eb.or([
        eb('kind', 'not in', ['manual', 'crypto']),
        eb.exists(
          eb
            .selectFrom('deposit_receiving_account as account')
            .select('account.id')
            .whereRef('account.merchant_id', '=', 'deposit_channel.merchant_id')
            .whereRef('account.channel_id', '=', 'deposit_channel.channel_id'),
        ),
      ]),
    );
}

export function createCashierRepository(db: Db) {
  return {
    merchantCurrency(merchantId: number) {
      return db
        .selectFrom('merchant')
        .select(['currency_code', 'currency_symbol', 'currency_scale'])
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow();
    },

    /** Whether a game vendor with this code exists (the wallet transfer names a seamless one clearly). */
    async vendorExists(code: string): Promise<boolean> {
      const row = await db.selectFrom('game_vendor').select('id').where('code', '=', code).executeTakeFirst();
      return row !== undefined;
    },

    /** The channels members are offered: on, and a manual or crypto one only with a receiving account. */
    channels(merchantId: number) {
      return offered(db, merchantId).orderBy('sort_order').execute();
    },
    channel(merchantId: number, channelId: string) {
      return offered(db, merchantId).where('channel_id', '=', channelId).executeTakeFirst();
    },
    receivingAccounts(merchantId: number, channelId: string) {
      return db
        .selectFrom('deposit_receiving_account')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('channel_id', '=', channelId)
        .orderBy('id')
        .execute();
    },
    /** Promotions, their claim keys and the member's deposit standing (modules/promotions). */
    promotions: createPromotionRepository(db),
    /** Marks this deposit the member's first credited one; false when another already is. */
    async claimFirstDeposit(tx: Tx, memberId: number, depositId: string): Promise<boolean> {
      const row = await tx
        .insertInto('member_first_deposit')
        .values({ member_id: memberId, deposit_id: depositId })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('deposit_id')
        .executeTakeFirst();
      if (row !== undefined) await countFirstDeposit(tx, depositId);
      return row !== undefined;
    },
    async setDepositBonus(tx: Tx, id: string, bonus: bigint): Promise<void> {
      await tx.updateTable('deposit').set({ bonus_minor: bonus }).where('id', '=', id).execute();
    },

    async insertDeposit(row: Insertable<DepositTable>): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const result = await tx
          .insertInto('deposit')
          .values(row)
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        const inserted = toBigInt(result.numInsertedOrUpdatedRows ?? 0n) === 1n;
        if (inserted) await countDeposit(tx, row.id, null);
        return inserted;
      });
    },
    deposit(id: string, conn: Conn = db) {
      return conn.selectFrom('deposit').selectAll().where('id', '=', id).executeTakeFirst();
    },
    depositByRequest(memberId: number, requestId: string) {
      return db
        .selectFrom('deposit')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },
    /** Moves a pending deposit to its decision; false when it was no longer pending (decided before). */
    async decideDeposit(
      tx: Tx,
      id: string,
      change: {
        status: string;
        credited: bigint;
        bonus: bigint;
        remark: string | null;
        at: string;
        by: string;
      },
    ): Promise<boolean> {
      const result = await tx
        .updateTable('deposit')
        .set({
          status: change.status,
          credited_minor: change.credited,
          bonus_minor: change.bonus,
          remark: change.remark,
          decided_at: change.at,
          decided_by: change.by,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const decided = toBigInt(result.numUpdatedRows) === 1n;
      if (decided) await countDeposit(tx, id, 'pending');
      return decided;
    },
    depositPage(memberId: number | null, merchantId: number, q: PageQuery) {
      return requestPage(db, 'deposit', memberId, merchantId, q);
    },

    async rememberNonce(gateway: string, nonce: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('gateway_nonce')
        .values({ gateway, nonce, received_at: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return toBigInt(result.numInsertedOrUpdatedRows ?? 0n) === 1n;
    },

    ...createWithdrawalQueries(db),

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}

/** Moves a deposit into its status on the daily payments report (from `from`, null when new). */
async function countDeposit(tx: Tx, id: string, from: string | null): Promise<void> {
  const row = await tx.selectFrom('deposit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  await dailyReports.paymentMoved(tx, {
    merchantId: row.merchant_id,
    kind: 'deposit',
    memberId: row.member_id,
    channel: row.channel_id,
    createdAt: row.created_at,
    amountMinor: toBigInt(row.amount_minor),
    from,
    to: row.status,
    at: row.decided_at ?? row.created_at,
  });
}

async function countFirstDeposit(tx: Tx, depositId: string): Promise<void> {
  const row = await tx
    .selectFrom('deposit')
    .select(['merchant_id', 'member_id', 'created_at', 'decided_at'])
    .where('id', '=', depositId)
    .executeTakeFirst();
  if (row === undefined) return;
  await dailyReports.counted(tx, row.merchant_id, row.decided_at ?? new Date().toISOString(), {
    firstDeposits: 1n,
    memberId: row.member_id,
  });
}

export type CashierRepository = ReturnType<typeof createCashierRepository>;
