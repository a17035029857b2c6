/**
 * Balance adjustments from the console. Up to ADJUST_APPROVAL_ABOVE (either way) an adjustment is
 * made at once; above it, it becomes a pending approval that a second, different operator approves
 * (moving the money) or rejects. The approval's claim, the transfer and both audit entries commit
 * in one transaction, and the transfer's id comes from the requester's request id, so of two
 * operators approving at once one pays and the other is told it is decided: never twice.
 */
import type { OpsAdjustmentApproval } from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Approvals } from '../approvals/service.ts';
import type { ApprovalRow } from '../approvals/repository.ts';
import { type OperatorActions, adjustmentId } from '../operator/actions.ts';
import { formatMinor, parseAmount, thresholdMinor } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import { ADJUSTMENT_KIND } from './adjustment-kind.ts';
import { type ConsoleOperator, actorOf, auditMember, auditName } from './console-operator.ts';
import type { MemberRepository } from './member.repository.ts';

export interface AdjustmentDeps {
  readonly approvals: Approvals;
  readonly actions: Pick<OperatorActions, 'adjust'>;
  readonly members: MemberRepository;
  readonly wallet: WalletService;
  /** The merchant's adjustment approval amount (ADJUST_APPROVAL_ABOVE until saved): major units. */
  readonly approvalAbove: (merchantId: number) => Promise<string>;
  readonly now: () => Date;
}

interface AdjustmentPayload {
  readonly memberId: number;
  readonly username: string;
  /** Signed decimal string. */
  readonly amount: string;
  readonly reason: string;
}

export interface AdjustmentInput {
  readonly memberId: number;
  readonly amount: string;
  readonly reason: string;
  readonly requestId: string;
}

function payloadOf(row: ApprovalRow): AdjustmentPayload {
  return JSON.parse(row.payload) as AdjustmentPayload;
}

function approvalView(row: ApprovalRow): OpsAdjustmentApproval {
  const payload = payloadOf(row);
  const result = row.result === null ? null : (JSON.parse(row.result) as { transferId?: string });
  return {
    id: row.id,
    state: row.state === 'approved' || row.state === 'rejected' ? row.state : 'pending',
    memberId: payload.memberId,
    username: payload.username,
    amount: payload.amount,
    reason: payload.reason,
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at,
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at,
    remark: row.remark,
    transferId: result?.transferId ?? null,
  };
}

export function createAdjustments(deps: AdjustmentDeps) {
  const { approvals } = deps;
  const by = (who: ConsoleOperator) => ({ id: who.id, name: who.username });

  async function pendingOne(who: ConsoleOperator, approvalId: number): Promise<ApprovalRow> {
    const row = await approvals.find(who.merchantId, ADJUSTMENT_KIND, approvalId);
    if (row === undefined) throw new ApiError('APPROVAL_NOT_FOUND');
    return row;
  }

  async function requestApproval(who: ConsoleOperator, input: AdjustmentInput, payload: AdjustmentPayload) {
    const at = deps.now();
    const row = await approvals.transaction(async (tx) => {
      const stored = await approvals.request(tx, {
        merchantId: who.merchantId,
        kind: ADJUSTMENT_KIND,
        target: `member:${input.memberId}`,
        payload,
        requestId: input.requestId,
        by: by(who),
      });
      if (!stored.created) {
        const earlier = payloadOf(stored.row);
        if (earlier.memberId !== payload.memberId || earlier.amount !== payload.amount)
          throw new ApiError('TRANSFER_ID_REUSED');
        return stored.row;
      }
      await auditMember(tx, who, at, {
        action: 'approval.request',
        memberId: input.memberId,
        before: null,
        after: { state: 'pending', amount: payload.amount },
        detail: { approvalId: stored.row.id, kind: ADJUSTMENT_KIND, reason: payload.reason },
      });
      return stored.row;
    });
    return { status: 'pending' as const, approval: approvalView(row) };
  }

  return {
    /** Made at once up to the configured amount; above it, stored for a second operator. */
    async request(who: ConsoleOperator, input: AdjustmentInput) {
      if (input.reason.trim() === '') throw new ApiError('REASON_REQUIRED');
      const member = await deps.members.byId(who.merchantId, input.memberId);
      if (member === undefined) throw new ApiError('USER_NOT_FOUND_OR_DISABLED');
      const { scale } = await deps.wallet.currencyOf(who.merchantId);
      const debit = input.amount.trim().startsWith('-');
      const parsed = parseAmount(input.amount.trim().replace(/^[+-]/, ''), scale);
      if (!parsed.ok) throw new ApiError(parsed.code, { field: 'amount' });
      if (parsed.minor <= thresholdMinor(await deps.approvalAbove(who.merchantId), scale)) {
        const done = await deps.actions.adjust(
          actorOf(who),
          input.memberId,
          input.amount,
          input.reason,
          input.requestId,
        );
        return { status: 'done' as const, ...done };
      }
      return requestApproval(who, input, {
        memberId: input.memberId,
        username: member.username,
        amount: `${debit ? '-' : '+'}${formatMinor(parsed.minor, scale)}`,
        reason: input.reason.trim(),
      });
    },

    /** A second operator moves the money; the requester cannot. */
    async approve(who: ConsoleOperator, approvalId: number, remark: string | null) {
      const row = await pendingOne(who, approvalId);
      if (row.requested_by === who.id) throw new ApiError('APPROVAL_OWN_REQUEST');
      if (row.state !== 'pending') throw new ApiError('ALREADY_DECIDED', { status: row.state });
      const payload = payloadOf(row);
      const transferId = adjustmentId(who.merchantId, row.request_id);
      const at = deps.now();
      const moved = await deps.actions.adjust(
        actorOf(who),
        payload.memberId,
        payload.amount,
        payload.reason,
        row.request_id,
        async (tx) => {
          await approvals.decide(tx, {
            merchantId: who.merchantId,
            kind: ADJUSTMENT_KIND,
            id: approvalId,
            by: by(who),
            approve: true,
            remark,
            result: { transferId },
          });
          await auditMember(tx, who, at, {
            action: 'approval.approve',
            memberId: payload.memberId,
            before: { state: 'pending' },
            after: { state: 'approved', transferId },
            detail: {
              approvalId,
              kind: ADJUSTMENT_KIND,
              requestedBy: `operator:${row.requested_by_name}`,
              amount: payload.amount,
              reason: payload.reason,
              remark,
            },
          });
        },
      );
      return { approval: approvalView(await pendingOne(who, approvalId)), sumBalance: moved.sumBalance };
    },

    /** Rejected by another operator, or withdrawn by its requester; nothing moves. */
    async reject(who: ConsoleOperator, approvalId: number, remark: string) {
      const row = await pendingOne(who, approvalId);
      const payload = payloadOf(row);
      const at = deps.now();
      const after = await approvals.transaction(async (tx) => {
        const decided = await approvals.decide(tx, {
          merchantId: who.merchantId,
          kind: ADJUSTMENT_KIND,
          id: approvalId,
          by: by(who),
          approve: false,
          remark,
        });
        await auditMember(tx, who, at, {
          action: 'approval.reject',
          memberId: payload.memberId,
          before: { state: 'pending' },
          after: { state: 'rejected' },
          detail: { approvalId, kind: ADJUSTMENT_KIND, amount: payload.amount, remark, by: auditName(who) },
        });
        return decided;
      });
      return { approval: approvalView(after), sumBalance: null };
    },

    async page(who: ConsoleOperator, state: string, pageNo: number, pageSize: number) {
      const { rows, total } = await approvals.page(
        who.merchantId,
        ADJUSTMENT_KIND,
        state,
        (pageNo - 1) * pageSize,
        pageSize,
      );
      return { content: rows.map(approvalView), total };
    },
  };
}
export type Adjustments = ReturnType<typeof createAdjustments>;
