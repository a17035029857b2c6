/**
 * The ledger service: the one owner of every balance change. Double-entry in TigerBeetle's style:
 * accounts keep four running totals (debits/credits, posted/pending), transfers are immutable and
 * named by the caller's id, so a replay returns the first result and moves nothing. Holds are
 * two-phase: `hold` reserves (pending), `resolve` posts or voids it exactly once. Corrections are new
 * transfers; nothing is ever updated in place except the running totals.
 */
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { AccountSpec } from './accounts.ts';
import {
  type AccountDelta,
  type NewTransfer,
  type Tx,
  type LedgerDb,
  type TransferRow,
  createLedgerRepository,
} from './ledger.repository.ts';
import { toBigInt } from './money.ts';
import {
  type Balance,
  LedgerError,
  type ResolveInput,
  type TransferInput,
  type TransferResult,
} from './ledger-inputs.ts';
import { type LedgerMemos, createLedgerMemos } from './ledger-memos.ts';
import { reconcileLedger } from './reconcile.ts';
import { BONUS_ACCOUNT_KEYS, dailyReports } from '../reports/daily.repository.ts';

// Callers of the ledger name its inputs and answers from here.
export * from './ledger-inputs.ts';
export type { Tx };

/** The transfer's insert found its id (or its hold's resolution) taken by a concurrent writer. */
class InsertLost extends Error {}

/**
 * The accounts opened inside each still-running transaction (by any ledger of this process): an
 * account found there that is not among them was committed before (another transaction's
 * uncommitted rows are never visible), so its id can be remembered; accounts are never deleted.
 */
const openedInTransaction = new WeakMap<LedgerDb, Set<string>>();

/**
 * Transactions whose caller fences every transfer id itself: its own idempotency row commits in the
 * same transaction (the seamless wallet's stored answer, with ids derived from the vendor's
 * transaction id), so a transfer id already taken there can only be a racing duplicate, which loses
 * on the insert and rolls back whole. The read that answers a committed replay as a replay is
 * skipped in them (a statement per transfer on the wallet's hottest path); nothing can move twice
 * either way, the insert's conflict check still stands.
 */
const callerFenced = new WeakSet<LedgerDb>();

/** Marks `tx` as fenced by its caller (see callerFenced); for the seamless wallet's transactions. */
export function transferIdsFencedBy(tx: Tx): void {
  callerFenced.add(tx);
}

export interface LedgerDeps {
  readonly db: Db;
  readonly now?: () => Date;
  readonly memos?: LedgerMemos;
}

export function createLedger(deps: LedgerDeps) {
  const repo = createLedgerRepository();
  const now = deps.now ?? (() => new Date());
  const memos = deps.memos ?? createLedgerMemos();

  /** Runs in the caller's transaction when given (so a withdrawal row and its hold commit together). */
  function atomically<T>(tx: Tx | undefined, work: (db: LedgerDb) => Promise<T>): Promise<T> {
    return tx === undefined ? deps.db.transaction().execute(work) : work(tx);
  }

  /**
   * The account's id, opening it when new. An id is cached only once its account is certainly
   * committed: read outside a transaction, or found in one that did not open it (an account opened
   * inside a transaction disappears if that transaction rolls back).
   */
  async function accountId(
    db: LedgerDb,
    merchantId: number,
    currency: string,
    spec: AccountSpec,
    inTransaction: boolean,
  ) {
    const cacheKey = `${merchantId}|${currency}|${spec.key}`;
    const cached = memos.accountIds.peek(cacheKey);
    if (cached !== undefined) return cached;
    const opened = inTransaction ? openedInTransaction.get(db) : undefined;
    let found = await repo.findAccount(db, merchantId, currency, spec.key);
    let committed = !inTransaction || opened?.has(cacheKey) !== true;
    if (found === undefined) {
      await repo.createAccount(db, merchantId, currency, spec, now().toISOString());
      found = await repo.findAccount(db, merchantId, currency, spec.key);
      if (inTransaction) {
        committed = false;
        if (opened === undefined) openedInTransaction.set(db, new Set([cacheKey]));
        else opened.add(cacheKey);
      }
    }
    if (found === undefined) throw new LedgerError(`account ${spec.key} could not be opened`);
    const id = found.id;
    return committed ? memos.accountIds.remember(cacheKey, () => id) : id;
  }

  /** Both sides' ids; opened before the transfer's own transaction when there is no outer one. */
  async function sides(input: TransferInput, tx: Tx | undefined) {
    const db = tx ?? deps.db;
    const inTransaction = tx !== undefined;
    return {
      debitId: await accountId(db, input.merchantId, input.currency, input.debit, inTransaction),
      creditId: await accountId(db, input.merchantId, input.currency, input.credit, inTransaction),
    };
  }

  /** A transfer with this id exists: the same one (a replay, nothing moves) or a reused id. */
  function replayOf(existing: TransferRow, expected: Partial<TransferRow>): TransferResult {
    const same = Object.entries(expected).every(([column, value]) => {
      const stored = existing[column as keyof TransferRow];
      return typeof value === 'bigint' ? toBigInt(stored ?? 0) === value : stored === value;
    });
    if (!same) throw new ApiError('TRANSFER_ID_REUSED');
    return { transfer: existing, replayed: true };
  }

  /**
   * Guarded member wallets are locked before house accounts, each group in id order: one global
   * order (no deadlocks on PostgreSQL), and the busy house accounts are held for the shortest time.
   */
  async function lockOrder(db: LedgerDb, deltas: AccountDelta[]): Promise<AccountDelta[]> {
    const rank = async (d: AccountDelta) => {
      let guarded = memos.guarded.peek(d.accountId);
      if (guarded === undefined) {
        const read = (await repo.account(db, d.accountId))?.no_overdraft === 1;
        guarded = memos.guarded.remember(d.accountId, () => read);
      }
      return guarded ? 0 : 1;
    };
    const ranked = await Promise.all(deltas.map(async (d) => ({ d, rank: await rank(d) })));
    return ranked.sort((a, b) => a.rank - b.rank || a.d.accountId - b.d.accountId).map(({ d }) => d);
  }

  /**
   * Applies both sides (guard in the same statement as the write), then records the transfer with
   * the balances after it. The insert is last so locks are held briefly; when it loses to an equal
   * id or an already resolved hold, the whole transaction rolls back and nothing has moved.
   */
  async function apply(db: LedgerDb, row: NewTransfer, debit: AccountDelta, credit: AccountDelta) {
    const after = new Map<number, bigint>();
    for (const delta of await lockOrder(db, [debit, credit])) {
      const available = await repo.applyDelta(db, delta);
      if (available === null) throw new ApiError('INSUFFICIENT_BALANCE');
      after.set(delta.accountId, available);
    }
    const inserted = await repo.insertTransfer(
      db,
      row,
      after.get(debit.accountId) ?? 0n,
      after.get(credit.accountId) ?? 0n,
    );
    if (inserted === undefined) throw new InsertLost();
    return inserted;
  }

  /** Runs a write; when its insert lost a race, answers as a replay (or ALREADY_DECIDED) instead. */
  async function settle(
    tx: Tx | undefined,
    id: string,
    expected: Partial<TransferRow>,
    write: (db: LedgerDb) => Promise<TransferRow>,
  ): Promise<TransferResult> {
    const fenced = tx !== undefined && callerFenced.has(tx);
    const earlier = fenced ? undefined : await repo.transfer(tx ?? deps.db, id);
    if (earlier !== undefined) return replayOf(earlier, expected);
    try {
      return { transfer: await atomically(tx, write), replayed: false };
    } catch (error) {
      // Inside a caller's transaction the caller rolls back; its own rows decide what happened.
      if (!(error instanceof InsertLost) || tx !== undefined) throw error;
      const winner = await repo.transfer(deps.db, id);
      if (winner === undefined) throw new ApiError('ALREADY_DECIDED');
      return replayOf(winner, expected);
    }
  }

  async function move(input: TransferInput, phase: 'posted' | 'pending', tx: Tx | undefined) {
    if (input.amount <= 0n) throw new ApiError('AMOUNT_NOT_POSITIVE');
    const { debitId, creditId } = await sides(input, tx);
    if (debitId === creditId) throw new LedgerError('a transfer needs two different accounts');
    const a = input.amount;
    const posted = phase === 'posted';
    const expected = {
      debit_account_id: debitId,
      credit_account_id: creditId,
      amount: a,
      tx_code: input.code,
      phase,
    };
    return settle(tx, input.id, expected, async (db) => {
      const row = await apply(
        db,
        {
          id: input.id,
          merchantId: input.merchantId,
          debitAccountId: debitId,
          creditAccountId: creditId,
          amount: a,
          txCode: input.code,
          phase,
          pendingId: null,
          reference: input.reference ?? null,
          remark: input.remark ?? null,
          createdAt: now().toISOString(),
        },
        delta(debitId, { debitsPosted: posted ? a : 0n, debitsPending: posted ? 0n : a }, a),
        delta(creditId, { creditsPosted: posted ? a : 0n, creditsPending: posted ? 0n : a }, null),
      );
      // Bonus and reward cost for the daily reports, in the transfer's own transaction.
      const bonus = BONUS_ACCOUNT_KEYS.has(input.debit.key)
        ? a
        : BONUS_ACCOUNT_KEYS.has(input.credit.key)
          ? -a
          : 0n;
      if (posted && bonus !== 0n) {
        await dailyReports.bonusMoved(db, input.merchantId, row.created_at, bonus);
      }
      return row;
    });
  }

  return {
    /** A posted (single-phase) transfer. */
    transfer(input: TransferInput, tx?: Tx): Promise<TransferResult> {
      return move(input, 'posted', tx);
    },

    /** A pending hold: reserves the amount on the debit side until resolved. */
    hold(input: TransferInput, tx?: Tx): Promise<TransferResult> {
      return move(input, 'pending', tx);
    },

    /** Posts or voids a hold, at most once (a unique index on pending_id backs this up). */
    resolve(input: ResolveInput, tx?: Tx): Promise<TransferResult> {
      return settle(tx, input.id, { pending_id: input.pendingId, phase: input.action }, async (db) => {
        const pending = await repo.transfer(db, input.pendingId);
        if (
          pending === undefined ||
          pending.phase !== 'pending' ||
          pending.merchant_id !== input.merchantId
        ) {
          throw new LedgerError(`no pending transfer ${input.pendingId}`);
        }
        const amount = toBigInt(pending.amount);
        const post = input.action === 'post';
        return apply(
          db,
          {
            id: input.id,
            merchantId: input.merchantId,
            debitAccountId: pending.debit_account_id,
            creditAccountId: pending.credit_account_id,
            amount,
            txCode: input.code,
            phase: input.action,
            pendingId: pending.id,
            reference: pending.reference,
            remark: input.remark ?? null,
            createdAt: now().toISOString(),
          },
          delta(pending.debit_account_id, { debitsPending: -amount, debitsPosted: post ? amount : 0n }, null),
          delta(
            pending.credit_account_id,
            { creditsPending: -amount, creditsPosted: post ? amount : 0n },
            null,
          ),
        );
      });
    },

    async balance(merchantId: number, currency: string, spec: AccountSpec): Promise<Balance> {
      const found = await repo.findAccount(deps.db, merchantId, currency, spec.key);
      const row = found === undefined ? undefined : await repo.account(deps.db, found.id);
      if (row === undefined) return { accountId: null, posted: 0n, pendingDebits: 0n, available: 0n };
      const posted = toBigInt(row.credits_posted) - toBigInt(row.debits_posted);
      const pendingDebits = toBigInt(row.debits_pending);
      return { accountId: row.id, posted, pendingDebits, available: posted - pendingDebits };
    },

    /** Opens an account without moving money (so records can find it). */
    open(merchantId: number, currency: string, spec: AccountSpec): Promise<number> {
      return accountId(deps.db, merchantId, currency, spec, false);
    },

    findTransfer(id: string): Promise<TransferRow | undefined> {
      return repo.transfer(deps.db, id);
    },

    resolutionOf(pendingId: string): Promise<TransferRow | undefined> {
      return repo.resolutionOf(deps.db, pendingId);
    },

    /** Every invariant of the ledger, checked against the stored transfers. */
    reconcile(merchantId: number | null = null) {
      return reconcileLedger(deps.db, repo, merchantId);
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;

function delta(
  accountId: number,
  change: Partial<Pick<AccountDelta, 'debitsPosted' | 'creditsPosted' | 'debitsPending' | 'creditsPending'>>,
  guard: bigint | null,
): AccountDelta {
  return {
    accountId,
    debitsPosted: change.debitsPosted ?? 0n,
    creditsPosted: change.creditsPosted ?? 0n,
    debitsPending: change.debitsPending ?? 0n,
    creditsPending: change.creditsPending ?? 0n,
    guard,
  };
}
