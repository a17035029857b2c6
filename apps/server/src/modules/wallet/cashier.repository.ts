/**
 * Cashier tables: deposit channels and promos, deposits, withdraw banks, bank cards, withdrawals and
 * gateway callback nonces. Money itself moves only through the ledger service; these rows describe
 * requests and their decisions.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BankCardTable, DatabaseSchema, DepositTable, WithdrawalTable } from '../../db/schema.ts';
import type { Tx } from './ledger.repository.ts';
import { toBigInt } from './money.ts';

export type DepositRow = Selectable<DepositTable>;
export type WithdrawalRow = Selectable<WithdrawalTable>;
export type BankCardRow = Selectable<BankCardTable>;
type Conn = Db | Tx;

export interface PageQuery {
  readonly from: string;
  readonly to: string;
  readonly status: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

type RequestTable = 'deposit' | 'withdrawal';

/**
 * One page of deposits or withdrawals, newest first, with the total count. Both tables share the
 * columns this reads; the query is typed on `deposit` and the rows are the named table's.
 */
async function requestPage<T extends RequestTable>(
  db: Db,
  table: T,
  memberId: number | null,
  merchantId: number,
  q: PageQuery,
): Promise<[Selectable<DatabaseSchema[T]>[], { n: string | number }]> {
  const base = db
    .selectFrom(table as 'deposit')
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>=', q.from)
    .where('created_at', '<', q.to)
    .$if(memberId !== null, (qb) => qb.where('member_id', '=', memberId ?? 0))
    .$if(q.status !== undefined, (qb) => qb.where('status', '=', q.status ?? ''));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return [rows as Selectable<DatabaseSchema[T]>[], count];
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

    channels(merchantId: number) {
      return db
        .selectFrom('deposit_channel')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', 1)
        .orderBy('sort_order')
        .execute();
    },
    channel(merchantId: number, channelId: string) {
      return db
        .selectFrom('deposit_channel')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('channel_id', '=', channelId)
        .where('enabled', '=', 1)
        .executeTakeFirst();
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
    promos(merchantId: number) {
      return db
        .selectFrom('deposit_promo')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', 1)
        .orderBy('promo_id')
        .execute();
    },

    /** What the member already had: a credited deposit, and which promotions' bonuses. */
    async promoStanding(memberId: number) {
      const first = await db
        .selectFrom('member_first_deposit')
        .select('deposit_id')
        .where('member_id', '=', memberId)
        .executeTakeFirst();
      const claims = await db
        .selectFrom('deposit_promo_claim')
        .select('promo_id')
        .where('member_id', '=', memberId)
        .execute();
      return { deposited: first !== undefined, claimed: new Set(claims.map((row) => row.promo_id)) };
    },
    /** Marks this deposit the member's first credited one; false when another already is. */
    async claimFirstDeposit(tx: Tx, memberId: number, depositId: string): Promise<boolean> {
      const row = await tx
        .insertInto('member_first_deposit')
        .values({ member_id: memberId, deposit_id: depositId })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .returning('deposit_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The member's one claim of a promotion; false when another deposit claimed it. */
    async claimPromo(
      tx: Tx,
      claim: { merchantId: number; memberId: number; promoId: string; depositId: string },
    ): Promise<boolean> {
      const row = await tx
        .insertInto('deposit_promo_claim')
        .values({
          merchant_id: claim.merchantId,
          member_id: claim.memberId,
          promo_id: claim.promoId,
          deposit_id: claim.depositId,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'promo_id']).doNothing())
        .returning('deposit_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async setDepositBonus(tx: Tx, id: string, bonus: bigint): Promise<void> {
      await tx.updateTable('deposit').set({ bonus_minor: bonus }).where('id', '=', id).execute();
    },

    async insertDeposit(row: Insertable<DepositTable>): Promise<boolean> {
      const result = await db
        .insertInto('deposit')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return toBigInt(result.numInsertedOrUpdatedRows ?? 0n) === 1n;
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
      return toBigInt(result.numUpdatedRows) === 1n;
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

    insertWithdrawal(tx: Tx, row: Insertable<WithdrawalTable>) {
      return tx.insertInto('withdrawal').values(row).execute();
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
      return toBigInt(result.numUpdatedRows) === 1n;
    },
    withdrawalPage(memberId: number | null, merchantId: number, q: PageQuery) {
      return requestPage(db, 'withdrawal', memberId, merchantId, q);
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}
export type CashierRepository = ReturnType<typeof createCashierRepository>;
