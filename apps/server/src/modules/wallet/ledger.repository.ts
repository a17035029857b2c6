/**
 * The only code that reads or writes the ledger tables. Only ledger.ts uses it: every balance change
 * goes through the ledger service, which keeps the double-entry invariants.
 */
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { prepared } from '../../db/database.ts';
import type { DatabaseSchema, LedgerTransferTable } from '../../db/schema.ts';
import type { AccountSpec } from './accounts.ts';
import { toBigInt } from './money.ts';

export type LedgerDb = Kysely<DatabaseSchema>;
/** A transaction a caller runs ledger writes in, so its own rows and the money commit together. */
export type Tx = Transaction<DatabaseSchema>;
export type TransferRow = Selectable<LedgerTransferTable>;

/** What a transfer does to one account's four running totals (signed deltas). */
export interface AccountDelta {
  readonly accountId: number;
  readonly debitsPosted: bigint;
  readonly creditsPosted: bigint;
  readonly debitsPending: bigint;
  readonly creditsPending: bigint;
  /** When set, refuse unless available (credits_posted - debits_posted - debits_pending) >= this. */
  readonly guard: bigint | null;
}

export interface NewTransfer {
  readonly id: string;
  readonly merchantId: number;
  readonly debitAccountId: number;
  readonly creditAccountId: number;
  readonly amount: bigint;
  readonly txCode: string;
  readonly phase: 'posted' | 'pending' | 'post' | 'void';
  readonly pendingId: string | null;
  readonly reference: string | null;
  readonly remark: string | null;
  readonly createdAt: string;
}

const AVAILABLE = sql<string | number>`credits_posted - debits_posted - debits_pending`;

/*
 * The statements every transfer runs, built and compiled once (db/database.ts prepared()): the
 * seamless wallet's bets and wins run them thousands of times a second.
 */

/** availableIn's statement for one and for two account keys. */
const availableOf1 = prepared((db, p: { merchantId: number; currency: string; key0: string }) =>
  db
    .selectFrom('ledger_account')
    .select(AVAILABLE.as('available'))
    .where('merchant_id', '=', p.merchantId)
    .where('currency', '=', p.currency)
    .where('account_key', '=', p.key0),
);
const availableOf2 = prepared((db, p: { merchantId: number; currency: string; key0: string; key1: string }) =>
  db
    .selectFrom('ledger_account')
    .select(AVAILABLE.as('available'))
    .where('merchant_id', '=', p.merchantId)
    .where('currency', '=', p.currency)
    .where('account_key', 'in', [p.key0, p.key1]),
);

const findAccountQuery = prepared((db, p: { merchantId: number; currency: string; key: string }) =>
  db
    .selectFrom('ledger_account')
    .select(['id', 'no_overdraft'])
    .where('merchant_id', '=', p.merchantId)
    .where('currency', '=', p.currency)
    .where('account_key', '=', p.key),
);

const transferQuery = prepared((db, p: { id: string }) =>
  db.selectFrom('ledger_transfer').selectAll().where('id', '=', p.id),
);

const accountQuery = prepared((db, p: { id: number }) =>
  db.selectFrom('ledger_account').selectAll().where('id', '=', p.id),
);

/** A new transfer with both accounts' balances after it, as the insert binds them. */
interface TransferValues extends NewTransfer {
  readonly debitAfter: bigint;
  readonly creditAfter: bigint;
}

const insertTransferQuery = prepared((db, p: TransferValues) =>
  db
    .insertInto('ledger_transfer')
    .values({
      id: p.id,
      merchant_id: p.merchantId,
      debit_account_id: p.debitAccountId,
      credit_account_id: p.creditAccountId,
      amount: p.amount,
      tx_code: p.txCode,
      phase: p.phase,
      pending_id: p.pendingId,
      reference: p.reference,
      remark: p.remark,
      debit_balance_after: p.debitAfter,
      credit_balance_after: p.creditAfter,
      created_at: p.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll(),
);

type DeltaValues = Omit<AccountDelta, 'guard'> & { readonly guard: bigint };

/** applyDelta's statement without the overdraft guard, and with it. */
const applyDeltaQuery = (guarded: boolean) =>
  prepared((db, p: DeltaValues) => {
    const query = db
      .updateTable('ledger_account')
      .set({
        debits_posted: sql`debits_posted + ${p.debitsPosted}`,
        credits_posted: sql`credits_posted + ${p.creditsPosted}`,
        debits_pending: sql`debits_pending + ${p.debitsPending}`,
        credits_pending: sql`credits_pending + ${p.creditsPending}`,
      })
      .where('id', '=', p.accountId);
    return (
      guarded ? query.where(sql<boolean>`(no_overdraft = 0 or ${AVAILABLE} >= ${p.guard})`) : query
    ).returning(AVAILABLE.as('available'));
  });
const applyDeltaUnguarded = applyDeltaQuery(false);
const applyDeltaGuarded = applyDeltaQuery(true);

/**
 * What the named accounts hold together (posted minus held), as the caller's transaction sees it:
 * the split of a stake between cash and bonus and the balance a game is told read it here.
 */
export async function availableIn(
  db: LedgerDb,
  merchantId: number,
  currency: string,
  keys: readonly string[],
): Promise<bigint> {
  const [key0, key1] = keys;
  const rows =
    keys.length === 1 && key0 !== undefined
      ? (await availableOf1(db, { merchantId, currency, key0 })).rows
      : keys.length === 2 && key0 !== undefined && key1 !== undefined
        ? (await availableOf2(db, { merchantId, currency, key0, key1 })).rows
        : await db
            .selectFrom('ledger_account')
            .select(AVAILABLE.as('available'))
            .where('merchant_id', '=', merchantId)
            .where('currency', '=', currency)
            .where('account_key', 'in', keys)
            .execute();
  return rows.reduce((sum, row) => sum + BigInt(row.available), 0n);
}

export function createLedgerRepository() {
  return {
    async findAccount(db: LedgerDb, merchantId: number, currency: string, key: string) {
      const [row] = (await findAccountQuery(db, { merchantId, currency, key })).rows;
      return row;
    },

    async createAccount(db: LedgerDb, merchantId: number, currency: string, spec: AccountSpec, now: string) {
      await db
        .insertInto('ledger_account')
        .values({
          merchant_id: merchantId,
          currency,
          account_key: spec.key,
          member_id: spec.memberId,
          no_overdraft: spec.noOverdraft ? 1 : 0,
          created_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    /**
     * Inserts the transfer with the balances after it, unless its id (or, for post and void, its
     * pending id) is taken; undefined then.
     */
    async insertTransfer(
      db: LedgerDb,
      t: NewTransfer,
      debitAfter: bigint,
      creditAfter: bigint,
    ): Promise<TransferRow | undefined> {
      const [row] = (await insertTransferQuery(db, { ...t, debitAfter, creditAfter })).rows;
      return row;
    },

    /**
     * Applies a delta in one conditional UPDATE: the overdraft guard is part of the same statement
     * as the write, so two concurrent debits can never both pass it (PostgreSQL re-checks the WHERE
     * on the locked row; SQLite runs one writer at a time). Returns the available balance after, or
     * null when the guard refused.
     */
    async applyDelta(db: LedgerDb, d: AccountDelta): Promise<bigint | null> {
      const [row] = (
        d.guard === null
          ? await applyDeltaUnguarded(db, { ...d, guard: 0n })
          : await applyDeltaGuarded(db, { ...d, guard: d.guard })
      ).rows;
      return row === undefined ? null : toBigInt(row.available);
    },

    async transfer(db: LedgerDb, id: string): Promise<TransferRow | undefined> {
      const [row] = (await transferQuery(db, { id })).rows;
      return row;
    },

    /** The post or void that resolved a pending transfer, if any. */
    resolutionOf(db: LedgerDb, pendingId: string): Promise<TransferRow | undefined> {
      return db
        .selectFrom('ledger_transfer')
        .selectAll()
        .where('pending_id', '=', pendingId)
        .executeTakeFirst();
    },

    async account(db: LedgerDb, id: number) {
      const [row] = (await accountQuery(db, { id })).rows;
      return row;
    },

    accounts(db: LedgerDb, merchantId: number | null) {
      let query = db.selectFrom('ledger_account').selectAll();
      if (merchantId !== null) query = query.where('merchant_id', '=', merchantId);
      return query.execute();
    },

    /** Per account and side: the sums the running totals must equal. */
    async transferSums(db: LedgerDb, merchantId: number | null) {
      const base = db
        .selectFrom('ledger_transfer as t')
        .leftJoin('ledger_transfer as r', 'r.pending_id', 't.id')
        .$if(merchantId !== null, (q) => q.where('t.merchant_id', '=', merchantId ?? 0));
      const side = (column: 't.debit_account_id' | 't.credit_account_id') =>
        base
          .select((eb) => [
            eb.ref(column).as('account_id'),
            eb.fn
              .sum<string | number>(sql`case when t.phase in ('posted', 'post') then t.amount else 0 end`)
              .as('posted'),
            eb.fn
              .sum<string | number>(
                sql`case when t.phase = 'pending' and r.id is null then t.amount else 0 end`,
              )
              .as('pending'),
          ])
          .groupBy(column)
          .execute();
      return { debits: await side('t.debit_account_id'), credits: await side('t.credit_account_id') };
    },

    /** Post and void transfers whose accounts or amount differ from the pending transfer they resolve. */
    mismatchedResolutions(db: LedgerDb, merchantId: number | null) {
      return db
        .selectFrom('ledger_transfer as r')
        .leftJoin('ledger_transfer as p', 'p.id', 'r.pending_id')
        .select(['r.id'])
        .where('r.phase', 'in', ['post', 'void'])
        .$if(merchantId !== null, (q) => q.where('r.merchant_id', '=', merchantId ?? 0))
        .where((eb) =>
          eb.or([
            eb('p.id', 'is', null),
            eb('p.phase', '!=', 'pending'),
            eb('p.amount', '!=', eb.ref('r.amount')),
            eb('p.debit_account_id', '!=', eb.ref('r.debit_account_id')),
            eb('p.credit_account_id', '!=', eb.ref('r.credit_account_id')),
          ]),
        )
        .execute();
    },

    /** Unresolved holds with no pending withdrawal naming them, and pending withdrawals without a live hold. */
    async orphanHolds(db: LedgerDb, merchantId: number | null) {
      const holds = await db
        .selectFrom('ledger_transfer as t')
        .leftJoin('ledger_transfer as r', 'r.pending_id', 't.id')
        .leftJoin('withdrawal as w', 'w.hold_transfer_id', 't.id')
        .select(['t.id'])
        .where('t.phase', '=', 'pending')
        .where('r.id', 'is', null)
        .$if(merchantId !== null, (q) => q.where('t.merchant_id', '=', merchantId ?? 0))
        .where((eb) => eb.or([eb('w.id', 'is', null), eb('w.status', '!=', 'pending')]))
        .execute();
      const withdrawals = await db
        .selectFrom('withdrawal as w')
        .leftJoin('ledger_transfer as t', 't.id', 'w.hold_transfer_id')
        .leftJoin('ledger_transfer as r', 'r.pending_id', 't.id')
        .select(['w.id', 'w.status', 'r.phase as resolution'])
        .$if(merchantId !== null, (q) => q.where('w.merchant_id', '=', merchantId ?? 0))
        .where((eb) =>
          eb.or([
            eb('t.id', 'is', null),
            eb.and([eb('w.status', '=', 'pending'), eb('r.id', 'is not', null)]),
            eb.and([
              eb('w.status', '=', 'approved'),
              eb.or([eb('r.phase', 'is', null), eb('r.phase', '!=', 'post')]),
            ]),
            eb.and([
              eb('w.status', '=', 'rejected'),
              eb.or([eb('r.phase', 'is', null), eb('r.phase', '!=', 'void')]),
            ]),
          ]),
        )
        .execute();
      return { holds, withdrawals };
    },

    /** Approved deposits without their credit, and deposit credits whose deposit is not approved. */
    depositMismatches(db: LedgerDb, merchantId: number | null) {
      return db
        .selectFrom('deposit as d')
        .leftJoin('ledger_transfer as t', (join) => join.on(sql<boolean>`t.id = 'deposit:' || d.id`))
        .select(['d.id', 'd.status'])
        .$if(merchantId !== null, (q) => q.where('d.merchant_id', '=', merchantId ?? 0))
        .where((eb) =>
          eb.or([
            eb.and([eb('d.status', '=', 'approved'), eb('d.credited_minor', '>', 0), eb('t.id', 'is', null)]),
            eb.and([eb('d.status', '!=', 'approved'), eb('t.id', 'is not', null)]),
          ]),
        )
        .execute();
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
