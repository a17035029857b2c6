/**
 * Two-person approvals, for any kind of action: one operator requests (stored with its payload),
 * a second, different operator approves or rejects. The decision is made in the caller's
 * transaction together with the action it allows, so an approval never exists without its effect
 * nor the effect without the approval; two operators deciding at once cannot both win (the second
 * finds it decided). Balance adjustments above the configured amount are the first kind.
 */
import { ApiError } from '../../platform/api-error.ts';
import type { Db } from '../../db/database.ts';
import type { ApprovalRow, ApprovalsRepository } from './repository.ts';

export interface ApprovalOperator {
  readonly id: number;
  readonly name: string;
}

export interface ApprovalRequest {
  readonly merchantId: number;
  readonly kind: string;
  readonly target: string;
  readonly payload: unknown;
  readonly requestId: string;
  readonly by: ApprovalOperator;
}

export interface ApprovalDecision {
  readonly merchantId: number;
  readonly kind: string;
  readonly id: number;
  readonly by: ApprovalOperator;
  readonly approve: boolean;
  readonly remark: string | null;
  readonly result?: unknown;
}

export interface ApprovalsDeps {
  readonly repository: ApprovalsRepository;
  readonly now: () => Date;
}

export function createApprovals(deps: ApprovalsDeps) {
  const repo = deps.repository;
  return {
    /**
     * Stores a request in `conn` (the caller's transaction, with its audit entry); the same request
     * id again answers the stored one (`created` false).
     */
    request(conn: Db, input: ApprovalRequest) {
      return repo.insert(conn, {
        merchant_id: input.merchantId,
        kind: input.kind,
        target: input.target,
        payload: JSON.stringify(input.payload),
        request_id: input.requestId,
        requested_by: input.by.id,
        requested_by_name: input.by.name,
        requested_at: deps.now().toISOString(),
        decided_by: null,
        decided_by_name: null,
        decided_at: null,
        remark: null,
        result: null,
      });
    },

    find(merchantId: number, kind: string, id: number) {
      return repo.byId(merchantId, kind, id);
    },
    /** The request filed under `requestId`, read in `conn` (the caller's transaction) when given. */
    findByRequest(merchantId: number, kind: string, requestId: string, conn?: Db) {
      return repo.byRequest(merchantId, kind, requestId, conn);
    },

    /**
     * Decides a pending request in `tx`. Refused: unknown (APPROVAL_NOT_FOUND), approving one's own
     * request (APPROVAL_OWN_REQUEST; a requester may withdraw it by rejecting), or no longer pending
     * (ALREADY_DECIDED, also for the loser of two decisions at once).
     */
    async decide(tx: Db, d: ApprovalDecision): Promise<ApprovalRow> {
      const row = await repo.byId(d.merchantId, d.kind, d.id, tx);
      if (row === undefined) throw new ApiError('APPROVAL_NOT_FOUND');
      if (d.approve && row.requested_by === d.by.id) throw new ApiError('APPROVAL_OWN_REQUEST');
      const decided = await repo.decide(tx, {
        id: d.id,
        merchantId: d.merchantId,
        kind: d.kind,
        state: d.approve ? 'approved' : 'rejected',
        deciderId: d.by.id,
        deciderName: d.by.name,
        requesterMayDecide: !d.approve,
        at: deps.now().toISOString(),
        remark: d.remark,
        result: d.result === undefined ? null : JSON.stringify(d.result),
      });
      if (!decided) throw new ApiError('ALREADY_DECIDED', { status: row.state });
      const after = await repo.byId(d.merchantId, d.kind, d.id, tx);
      if (after === undefined) throw new Error(`approval ${d.id} vanished`);
      return after;
    },

    page(merchantId: number, kind: string, state: string, offset: number, limit: number) {
      return repo.page(merchantId, kind, state, offset, limit);
    },
    countPending(merchantId: number, kind: string, target: string) {
      return repo.countPending(merchantId, kind, target);
    },
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return repo.transaction(work);
    },
  };
}
export type Approvals = ReturnType<typeof createApprovals>;

/** A stored payload back to a value. */
export function payloadOf(row: ApprovalRow): unknown {
  return JSON.parse(row.payload) as unknown;
}
