/**
 * The only place the seamless module touches the database: launch tokens, vendor sessions, the
 * idempotency record of vendor transactions, bet states and the betting record rows they open.
 * Claims are single UPDATE statements with their condition inside, so two racing callers can never
 * both win (a launch token used twice, a bet rolled back twice, or both won and rolled back).
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SeamlessBetTable, SeamlessTransactionTable } from '../../db/schema.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { memberBonusWallet, memberWallet } from '../wallet/accounts.ts';
import { type Tx, availableIn } from '../wallet/ledger.repository.ts';

type Conn = Db | Tx;
export type StoredTransaction = Selectable<SeamlessTransactionTable>;
/** What answers a transaction id again: its action, its request's digest and its first answer. */
export type StoredAnswer = Pick<StoredTransaction, 'action' | 'request_digest' | 'answer'>;
export type BetState = 'open' | 'settled' | 'rolled_back' | 'tombstone';
export type BetRow = Selectable<SeamlessBetTable>;

export interface LaunchGrant {
  readonly merchantId: number;
  readonly memberId: number;
  readonly gameId: number;
  readonly language: string;
}

export function createSeamlessRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    /** Vendors name players by member id alone; the member row tells the merchant. */
    member(memberId: number): Promise<MemberRow | undefined> {
      return db.selectFrom('member').selectAll().where('id', '=', memberId).executeTakeFirst();
    },

    async insertLaunch(row: {
      tokenHash: string;
      merchantId: number;
      memberId: number;
      vendorCode: string;
      gameId: number;
      language: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('seamless_launch')
        .values({
          token_hash: row.tokenHash,
          merchant_id: row.merchantId,
          member_id: row.memberId,
          vendor_code: row.vendorCode,
          game_id: row.gameId,
          language: row.language,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
        })
        .execute();
    },

    /** Marks the token used when it is this vendor's, unused and unexpired; null otherwise. */
    async claimLaunch(tokenHash: string, vendorCode: string, now: string): Promise<LaunchGrant | null> {
      const row = await db
        .updateTable('seamless_launch')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('vendor_code', '=', vendorCode)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['merchant_id', 'member_id', 'game_id', 'language'])
        .executeTakeFirst();
      return row === undefined
        ? null
        : {
            merchantId: row.merchant_id,
            memberId: row.member_id,
            gameId: row.game_id,
            language: row.language,
          };
    },

    async insertSession(row: {
      idHash: string;
      vendorCode: string;
      merchantId: number;
      memberId: number;
      gameId: number;
      now: string;
    }): Promise<void> {
      await db
        .insertInto('seamless_session')
        .values({
          id_hash: row.idHash,
          vendor_code: row.vendorCode,
          merchant_id: row.merchantId,
          member_id: row.memberId,
          game_id: row.gameId,
          created_at: row.now,
          last_seen_at: row.now,
        })
        .execute();
    },

    /**
     * Deletes at most `limit` launch tokens that died before `now` (used or not: a dead token can
     * never be claimed again). Bounded so one sweep never holds the database for long.
     */
    async deleteExpiredLaunches(now: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('seamless_launch')
        .where('token_hash', 'in', (eb) =>
          eb.selectFrom('seamless_launch').select('token_hash').where('expires_at', '<', now).limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Deletes at most `limit` sessions idle since before `idleSince`: touchSession refuses them anyway. */
    async deleteIdleSessions(idleSince: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('seamless_session')
        .where('id_hash', 'in', (eb) =>
          eb
            .selectFrom('seamless_session')
            .select('id_hash')
            .where('last_seen_at', '<', idleSince)
            .limit(limit),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Moves the idle clock of a live session; false when it is unknown, another's, or idle too long.
     * In `tx` when given (a bet's own transaction: one commit less per bet).
     */
    async touchSession(
      idHash: string,
      vendorCode: string,
      memberId: number,
      idleSince: string,
      now: string,
      tx?: Tx,
    ): Promise<boolean> {
      const result = await (tx ?? db)
        .updateTable('seamless_session')
        .set({ last_seen_at: now })
        .where('id_hash', '=', idHash)
        .where('vendor_code', '=', vendorCode)
        .where('member_id', '=', memberId)
        .where('last_seen_at', '>', idleSince)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The member and the transaction id's stored answer in one read (every money call needs both);
     * undefined when there is no such member (then read the answer with storedTransaction).
     */
    async memberAndStored(
      memberId: number,
      vendorCode: string,
      transactionId: string,
    ): Promise<{ member: MemberRow; stored: StoredAnswer | undefined } | undefined> {
      const row = await db
        .selectFrom('member')
        .leftJoin('seamless_transaction as st', (join) =>
          join.on('st.vendor_code', '=', vendorCode).on('st.transaction_id', '=', transactionId),
        )
        .selectAll('member')
        .select([
          'st.action as st_action',
          'st.request_digest as st_request_digest',
          'st.answer as st_answer',
        ])
        .where('member.id', '=', memberId)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const { st_action, st_request_digest, st_answer, ...member } = row;
      const stored =
        st_action === null || st_request_digest === null || st_answer === null
          ? undefined
          : { action: st_action, request_digest: st_request_digest, answer: st_answer };
      return { member, stored };
    },

    storedTransaction(vendorCode: string, transactionId: string): Promise<StoredTransaction | undefined> {
      return db
        .selectFrom('seamless_transaction')
        .selectAll()
        .where('vendor_code', '=', vendorCode)
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
    },

    /** False when another writer stored this id first (the caller rolls back and answers theirs). */
    async storeTransaction(tx: Tx, row: Insertable<SeamlessTransactionTable>): Promise<boolean> {
      const inserted = await tx
        .insertInto('seamless_transaction')
        .values(row)
        .onConflict((conflict) => conflict.columns(['vendor_code', 'transaction_id']).doNothing())
        .returning('transaction_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** What a stored vendor transaction id was (bet, win or rollback), read inside the caller's transaction. */
    async storedAction(conn: Conn, vendorCode: string, transactionId: string): Promise<string | undefined> {
      const row = await conn
        .selectFrom('seamless_transaction')
        .select('action')
        .where('vendor_code', '=', vendorCode)
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
      return row?.action;
    },

    bet(conn: Conn, vendorCode: string, betTransactionId: string): Promise<BetRow | undefined> {
      return conn
        .selectFrom('seamless_bet')
        .selectAll()
        .where('vendor_code', '=', vendorCode)
        .where('bet_transaction_id', '=', betTransactionId)
        .executeTakeFirst();
    },

    /** Opens a bet (or a rollback's tombstone); false when the id already has a state. */
    async insertBet(tx: Tx, row: Insertable<SeamlessBetTable>): Promise<boolean> {
      const inserted = await tx
        .insertInto('seamless_bet')
        .values(row)
        .onConflict((conflict) => conflict.columns(['vendor_code', 'bet_transaction_id']).doNothing())
        .returning('bet_transaction_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Remembers how much of the bet's stake was bonus money, and whose. */
    async setBetBonus(
      tx: Tx,
      vendorCode: string,
      betTransactionId: string,
      bonusMinor: bigint,
      bonusId: number,
    ) {
      await tx
        .updateTable('seamless_bet')
        .set({ bonus_minor: bonusMinor.toString(), bonus_id: bonusId })
        .where('vendor_code', '=', vendorCode)
        .where('bet_transaction_id', '=', betTransactionId)
        .execute();
    },

    /**
     * Moves a bet of this member from one of `from` to `to` in one statement (it also locks the row
     * for the rest of the transaction); the bet as it was, or undefined when no such bet is in `from`.
     */
    async moveBet(
      tx: Tx,
      key: { vendorCode: string; betTransactionId: string; memberId: number },
      from: readonly BetState[],
      to: BetState,
      now: string,
    ): Promise<BetRow | undefined> {
      return tx
        .updateTable('seamless_bet')
        .set({ state: to, updated_at: now })
        .where('vendor_code', '=', key.vendorCode)
        .where('bet_transaction_id', '=', key.betTransactionId)
        .where('member_id', '=', key.memberId)
        .where('state', 'in', from)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * What the member can stake (posted minus held, cash plus bonus) as this transaction sees it, in
     * minor units: a game plays with both.
     */
    available(tx: Tx, merchantId: number, currency: string, memberId: number): Promise<bigint> {
      const keys = [memberWallet(memberId).key, memberBonusWallet(memberId).key];
      return availableIn(tx, merchantId, currency, keys);
    },
  };
}
export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
