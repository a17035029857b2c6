/**
 * What the payments screens read and the few writes that are theirs: the deposit and withdrawal
 * queues with each member's name (a withdrawal with its two-person approval, when it has one), the
 * claim that serialises every decision on one withdrawal, marking a withdrawal paid, and the facts
 * an approver weighs. Money moves only through the wallet's ledger, never here.
 */
import type { OpsWithdrawalStage } from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { toBigInt } from '../wallet/money.ts';

/** The pending-approval kind of a withdrawal's two-person approval; its request id is the withdrawal's id. */
export const WITHDRAWAL_APPROVAL_KIND = 'withdrawal.approve';

export interface Paging {
  readonly offset: number;
  readonly limit: number;
}

export function createPaymentsRepository(db: Db) {
  /** Withdrawals with the member's name and the first of two approvals (joined on the request id). */
  const withdrawals = (conn: Db) =>
    conn
      .selectFrom('withdrawal as w')
      .innerJoin('member as m', 'm.id', 'w.member_id')
      .leftJoin('pending_approval as a', (join) =>
        join
          .onRef('a.merchant_id', '=', 'w.merchant_id')
          .on('a.kind', '=', WITHDRAWAL_APPROVAL_KIND)
          .onRef('a.request_id', '=', 'w.id'),
      );

  const withdrawalColumns = [
    'w.id',
    'w.merchant_id',
    'w.member_id',
    'w.card_id',
    'w.bank_name',
    'w.masked_number',
    'w.status',
    'w.amount_minor',
    'w.fee_minor',
    'w.hold_transfer_id',
    'w.request_id',
    'w.remark',
    'w.created_at',
    'w.decided_at',
    'w.decided_by',
    'w.paid_at',
    'w.paid_by',
    'w.payout_reference',
    'm.username',
    'a.id as approval_id',
    'a.state as approval_state',
    'a.requested_by_name as first_by',
    'a.requested_at as first_at',
  ] as const;

  return {
    async withdrawalPage(merchantId: number, stage: OpsWithdrawalStage, page: Paging) {
      const base = withdrawals(db)
        .where('w.merchant_id', '=', merchantId)
        .$if(stage === 'pending', (qb) =>
          qb
            .where('w.status', '=', 'pending')
            .where((eb) => eb.or([eb('a.id', 'is', null), eb('a.state', '!=', 'pending')])),
        )
        .$if(stage === 'awaiting_second', (qb) =>
          qb.where('w.status', '=', 'pending').where('a.state', '=', 'pending'),
        )
        .$if(stage !== 'pending' && stage !== 'awaiting_second', (qb) => qb.where('w.status', '=', stage));
      const [rows, count] = await Promise.all([
        base
          .select(withdrawalColumns)
          .orderBy('w.created_at', 'desc')
          .orderBy('w.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    withdrawal(merchantId: number, id: string, conn: Db = db) {
      return withdrawals(conn)
        .where('w.merchant_id', '=', merchantId)
        .where('w.id', '=', id)
        .select(withdrawalColumns)
        .executeTakeFirst();
    },

    async depositPage(merchantId: number, status: string, page: Paging) {
      const base = db
        .selectFrom('deposit as d')
        .innerJoin('member as m', 'm.id', 'd.member_id')
        .where('d.merchant_id', '=', merchantId)
        .where('d.status', '=', status);
      const [rows, count] = await Promise.all([
        base
          .selectAll('d')
          .select('m.username')
          .orderBy('d.created_at', 'desc')
          .orderBy('d.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * Takes the withdrawal's row while it is pending (a write that changes nothing), so every
     * decision on it, in any transaction, waits for the one before to commit and then sees it.
     * False: it is no longer pending.
     */
    async claimPending(tx: Tx, id: string): Promise<boolean> {
      const result = await tx
        .updateTable('withdrawal')
        .set({ status: 'pending' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return toBigInt(result.numUpdatedRows) === 1n;
    },

    /** Approved to paid, once: false when it was not approved (any more). */
    async markPaid(tx: Tx, id: string, paid: { at: string; by: string; reference: string | null }) {
      const result = await tx
        .updateTable('withdrawal')
        .set({ status: 'paid', paid_at: paid.at, paid_by: paid.by, payout_reference: paid.reference })
        .where('id', '=', id)
        .where('status', '=', 'approved')
        .executeTakeFirst();
      return toBigInt(result.numUpdatedRows) === 1n;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    // ---- the facts an approver weighs

    member(merchantId: number, memberId: number) {
      return db
        .selectFrom('member')
        .select(['id', 'username', 'created_at', 'disabled', 'locked_reason'])
        .where('merchant_id', '=', merchantId)
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** The member's last deposit credited before `before`. */
    lastDeposit(memberId: number, before: string) {
      return db
        .selectFrom('deposit')
        .select(['id', 'amount_minor', 'credited_minor', 'decided_at'])
        .where('member_id', '=', memberId)
        .where('status', '=', 'approved')
        .where('decided_at', '<=', before)
        .orderBy('decided_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Valid bets placed in [from, to), cancelled (refunded) ones left out. */
    async validBets(memberId: number, from: string, to: string): Promise<bigint> {
      const row = await db
        .selectFrom('bet_record')
        .select((eb) => eb.fn.sum<string | number | null>('valid_bet_minor').as('total'))
        .where('member_id', '=', memberId)
        .where('placed_at', '>=', from)
        .where('placed_at', '<', to)
        .where('status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      return row.total === null ? 0n : toBigInt(row.total);
    },

    /** Bank cards added or removed since `since`. */
    cardChanges(memberId: number, since: string) {
      return db
        .selectFrom('bank_card')
        .select(['bank_name', 'masked_number', 'created_at', 'deleted_at'])
        .where('member_id', '=', memberId)
        .where((eb) => eb.or([eb('created_at', '>=', since), eb('deleted_at', '>=', since)]))
        .execute();
    },

    /** Addresses whose first session is since `since`. */
    newAddresses(memberId: number, since: string) {
      return db
        .selectFrom('member_session')
        .select((eb) => ['ip', eb.fn.min<string>('created_at').as('first_seen')])
        .where('member_id', '=', memberId)
        .where('ip', 'is not', null)
        .groupBy('ip')
        .having((eb) => eb.fn.min('created_at'), '>=', since)
        .orderBy('first_seen', 'desc')
        .limit(50)
        .execute();
    },

    /** Withdrawals the member requested before `before` (not `id`): money paid out, and the last. */
    async previousWithdrawals(memberId: number, id: string, before: string) {
      const earlier = db
        .selectFrom('withdrawal')
        .where('member_id', '=', memberId)
        .where('id', '!=', id)
        .where('created_at', '<=', before);
      const [paidOut, last] = await Promise.all([
        earlier
          .where('status', 'in', ['approved', 'paid'])
          .select((eb) => [
            eb.fn.countAll<string | number>().as('n'),
            eb.fn.sum<string | number | null>('amount_minor').as('total'),
          ])
          .executeTakeFirstOrThrow(),
        earlier
          .select(['id', 'amount_minor', 'status', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        count: Number(paidOut.n),
        total: paidOut.total === null ? 0n : toBigInt(paidOut.total),
        last,
      };
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
export type OpsWithdrawalRow = NonNullable<Awaited<ReturnType<PaymentsRepository['withdrawal']>>>;
