/**
 * Pending approvals: one operator's request that a second, different operator approves or rejects.
 * The only writer of `pending_approval` (the payments queue joins it to show a withdrawal's first
 * approval). A request is stored once per requester's request id; a decision is one conditional
 * update (still pending, and not by the requester where that is refused), so of two operators
 * deciding at once exactly one changes the row.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PendingApprovalTable } from '../../db/schema.ts';

export type ApprovalRow = Selectable<PendingApprovalTable>;
export type NewApproval = Omit<Insertable<PendingApprovalTable>, 'id' | 'state'>;

export interface Decision {
  readonly id: number;
  readonly merchantId: number;
  readonly kind: string;
  readonly state: 'approved' | 'rejected';
  readonly deciderId: number;
  readonly deciderName: string;
  /** False: the requester cannot be the one who decides. */
  readonly requesterMayDecide: boolean;
  readonly at: string;
  readonly remark: string | null;
  /** JSON of what the decided action produced. */
  readonly result: string | null;
}

export function createApprovalsRepository(db: Db) {
  return {
    /** Stores the request unless one with its request id exists; answers the stored row either way. */
    async insert(conn: Db, row: NewApproval): Promise<{ row: ApprovalRow; created: boolean }> {
      const inserted = await conn
        .insertInto('pending_approval')
        .values(row)
        .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'request_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted !== undefined) return { row: inserted, created: true };
      const existing = await conn
        .selectFrom('pending_approval')
        .selectAll()
        .where('merchant_id', '=', row.merchant_id)
        .where('kind', '=', row.kind)
        .where('request_id', '=', row.request_id)
        .executeTakeFirstOrThrow();
      return { row: existing, created: false };
    },

    byId(merchantId: number, kind: string, id: number, conn: Db = db): Promise<ApprovalRow | undefined> {
      return conn
        .selectFrom('pending_approval')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The request stored under a requester's request id (a withdrawal's id, for its approvals). */
    byRequest(merchantId: number, kind: string, requestId: string, conn: Db = db) {
      return conn
        .selectFrom('pending_approval')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', kind)
        .where('request_id', '=', requestId)
        .executeTakeFirst();
    },

    /** True when this call decided it; false when it was no longer pending (or the requester may not). */
    async decide(conn: Db, d: Decision): Promise<boolean> {
      const result = await conn
        .updateTable('pending_approval')
        .set({
          state: d.state,
          decided_by: d.deciderId,
          decided_by_name: d.deciderName,
          decided_at: d.at,
          remark: d.remark,
          result: d.result,
        })
        .where('id', '=', d.id)
        .where('merchant_id', '=', d.merchantId)
        .where('kind', '=', d.kind)
        .where('state', '=', 'pending')
        .$if(!d.requesterMayDecide, (qb) => qb.where('requested_by', '!=', d.deciderId))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Newest first. */
    async page(merchantId: number, kind: string, state: string, offset: number, limit: number) {
      const base = db
        .selectFrom('pending_approval')
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', kind)
        .where('state', '=', state);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async countPending(merchantId: number, kind: string, target: string): Promise<number> {
      const row = await db
        .selectFrom('pending_approval')
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', kind)
        .where('state', '=', 'pending')
        .where('target', '=', target)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
