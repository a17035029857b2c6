/**
 * The only place the seamless module touches the database: launch tokens, vendor sessions, the
 * idempotency record of vendor transactions, bet states and the betting record rows they open.
 * Claims are single UPDATE statements with their condition inside, so two racing callers can never
 * both win (a launch token used twice, a bet rolled back twice, or both won and rolled back).
 */
import { type Insertable, type Selectable, SqliteAdapter } from 'kysely';
import { type Db, prepared } from '../../db/database.ts';
import type { SeamlessBetTable, SeamlessTransactionTable } from '../../db/schema.ts';
import type { MemberRow } from '../accounts/members.repository.ts';
import { memberBonusWallet, memberWallet } from '../wallet/accounts.ts';
import { type Tx, availableIn } from '../wallet/ledger.repository.ts';
import { transferIdsFencedBy } from '../wallet/ledger.ts';
import { deferAggregates } from '../reports/batched-aggregates.repository.ts';
import { createGroupCommit } from './group-commit.repository.ts';

type Conn = Db | Tx;
export type StoredTransaction = Selectable<SeamlessTransactionTable>;
/** What answers a transaction id again: its action, its request's digest and its first answer. */
export type StoredAnswer = Pick<StoredTransaction, 'action' | 'request_digest' | 'answer'>;
export type BetState = 'open' | 'settled' | 'rolled_back' | 'tombstone';
export type BetRow = Selectable<SeamlessBetTable>;

/** A bet as it opens (a rollback's tombstone writes fewer columns: insertBet). */
export type OpenedBet = Pick<
  Insertable<SeamlessBetTable>,
  | 'vendor_code'
  | 'bet_transaction_id'
  | 'merchant_id'
  | 'member_id'
  | 'round_id'
  | 'game_code'
  | 'created_at'
  | 'updated_at'
> & { readonly amount_minor: string; readonly bet_record_id: string };

/*
 * The hot path's statements (every bet and win runs them), built and compiled once: see prepared().
 */

const memberAndStoredQuery = prepared(
  (db, p: { memberId: number; vendorCode: string; transactionId: string }) =>
    db
      .selectFrom('member')
      .leftJoin('seamless_transaction as st', (join) =>
        join.on('st.vendor_code', '=', p.vendorCode).on('st.transaction_id', '=', p.transactionId),
      )
      .leftJoin('merchant', 'merchant.id', 'member.merchant_id')
      .selectAll('member')
      .select(['st.action as st_action', 'st.request_digest as st_request_digest', 'st.answer as st_answer'])
      .select('merchant.time_zone as m_time_zone')
      .where('member.id', '=', p.memberId),
);

const touchSessionQuery = prepared(
  (db, p: { idHash: string; vendorCode: string; memberId: number; idleSince: string; now: string }) =>
    db
      .updateTable('seamless_session')
      .set({ last_seen_at: p.now })
      .where('id_hash', '=', p.idHash)
      .where('vendor_code', '=', p.vendorCode)
      .where('member_id', '=', p.memberId)
      .where('last_seen_at', '>', p.idleSince),
);

const storeTransactionQuery = prepared((db, p: Insertable<SeamlessTransactionTable>) =>
  db
    .insertInto('seamless_transaction')
    .values({
      vendor_code: p.vendor_code,
      transaction_id: p.transaction_id,
      action: p.action,
      merchant_id: p.merchant_id,
      member_id: p.member_id,
      request_digest: p.request_digest,
      status: p.status,
      answer: p.answer,
      created_at: p.created_at,
    })
    .onConflict((conflict) => conflict.columns(['vendor_code', 'transaction_id']).doNothing())
    .returning('transaction_id'),
);

const openBetQuery = prepared((db, p: OpenedBet) =>
  db
    .insertInto('seamless_bet')
    .values({
      vendor_code: p.vendor_code,
      bet_transaction_id: p.bet_transaction_id,
      merchant_id: p.merchant_id,
      member_id: p.member_id,
      round_id: p.round_id,
      game_code: p.game_code,
      state: 'open',
      amount_minor: p.amount_minor,
      bet_record_id: p.bet_record_id,
      created_at: p.created_at,
      updated_at: p.updated_at,
    })
    .onConflict((conflict) => conflict.columns(['vendor_code', 'bet_transaction_id']).doNothing())
    .returning('bet_transaction_id'),
);

const setBetBonusQuery = prepared(
  (db, p: { vendorCode: string; betTransactionId: string; bonusMinor: string; bonusId: number }) =>
    db
      .updateTable('seamless_bet')
      .set({ bonus_minor: p.bonusMinor, bonus_id: p.bonusId })
      .where('vendor_code', '=', p.vendorCode)
      .where('bet_transaction_id', '=', p.betTransactionId),
);

interface MoveBetParams {
  readonly vendorCode: string;
  readonly betTransactionId: string;
  readonly memberId: number;
  readonly to: BetState;
  readonly now: string;
}

/**
 * moveBet's statement for one list of states it moves from (the states are written into it). The
 * bet as it was, and whether its betting record counted in a bonus's wagering: only such a bet's
 * win can be the one a wagered-through bonus waits for (win.ts).
 */
const moveBetFrom = (from: readonly BetState[]) =>
  prepared((db, p: MoveBetParams) =>
    db
      .updateTable('seamless_bet')
      .set({ state: p.to, updated_at: p.now })
      .where('vendor_code', '=', p.vendorCode)
      .where('bet_transaction_id', '=', p.betTransactionId)
      .where('member_id', '=', p.memberId)
      .where('state', 'in', from)
      .returningAll()
      .returning((eb) =>
        eb
          .exists(
            eb
              .selectFrom('bonus_wager')
              .select('bonus_wager.bet_record_id')
              .whereRef('bonus_wager.bet_record_id', '=', 'seamless_bet.bet_record_id'),
          )
          .as('wagered'),
      ),
  );
type MoveBet = ReturnType<typeof moveBetFrom>;
const moveBetQueries = new Map<string, MoveBet>();

export interface LaunchGrant {
  readonly merchantId: number;
  readonly memberId: number;
  readonly gameId: number;
  readonly language: string;
}

export function createSeamlessRepository(db: Db) {
  // SQLite: the calls waiting for its one writer commit together (group-commit.repository.ts).
  // Each batch fences its transfer ids and writes its calls' aggregates once, before its commit.
  const grouped =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? createGroupCommit(db, (tx) => {
          transferIdsFencedBy(tx);
          return deferAggregates(tx);
        })
      : null;
  return {
    /**
     * A money call's transaction. Its stored answer (storeTransaction) fences every ledger transfer
     * id in it (derived from the vendor's transaction id): the ledger need not look for replays. On
     * SQLite it is a savepoint of a batch's transaction, answered once the batch commits.
     */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      if (grouped !== null) return grouped(work);
      return db.transaction().execute((tx) => {
        transferIdsFencedBy(tx);
        return work(tx);
      });
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
      const result = await touchSessionQuery(tx ?? db, { idHash, vendorCode, memberId, idleSince, now });
      return Number(result.numAffectedRows ?? 0n) === 1;
    },

    /**
     * The member, its merchant's time zone (the daily aggregates' day: reports/daily.repository.ts)
     * and the transaction id's stored answer in one read (every money call needs them); undefined
     * when there is no such member (then read the answer with storedTransaction).
     */
    async memberAndStored(
      memberId: number,
      vendorCode: string,
      transactionId: string,
    ): Promise<{ member: MemberRow; zone: string; stored: StoredAnswer | undefined } | undefined> {
      const [row] = (await memberAndStoredQuery(db, { memberId, vendorCode, transactionId })).rows;
      if (row === undefined) return undefined;
      const { st_action, st_request_digest, st_answer, m_time_zone } = row;
      const stored =
        st_action === null || st_request_digest === null || st_answer === null
          ? undefined
          : { action: st_action, request_digest: st_request_digest, answer: st_answer };
      // The row is the member (its st_ columns ride along unread): copying every member column into
      // a new object on each call showed in the hot path's profile.
      const member: MemberRow = row;
      return { member, zone: m_time_zone ?? 'UTC', stored };
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
      return (await storeTransactionQuery(tx, row)).rows.length > 0;
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

    /** Opens a bet; false when the id already has a state (its rollback came first, or a racing twin). */
    async openBet(tx: Tx, row: OpenedBet): Promise<boolean> {
      return (await openBetQuery(tx, row)).rows.length > 0;
    },

    /** Remembers a rollback's tombstone (or opens a bet); false when the id already has a state. */
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
      await setBetBonusQuery(tx, {
        vendorCode,
        betTransactionId,
        bonusMinor: bonusMinor.toString(),
        bonusId,
      });
    },

    /**
     * Moves a bet of this member from one of `from` to `to` in one statement (it also locks the row
     * for the rest of the transaction); the bet as it was (with `wagered`: its betting record counted
     * in a bonus), or undefined when no such bet is in `from`.
     */
    async moveBet(
      tx: Tx,
      key: { vendorCode: string; betTransactionId: string; memberId: number },
      from: readonly BetState[],
      to: BetState,
      now: string,
    ): Promise<(BetRow & { wagered: boolean }) | undefined> {
      const states = from.join(',');
      let query = moveBetQueries.get(states);
      if (query === undefined) {
        query = moveBetFrom(from);
        moveBetQueries.set(states, query);
      }
      const [row] = (await query(tx, { ...key, to, now })).rows;
      return row === undefined ? undefined : { ...row, wagered: Boolean(row.wagered) };
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
