/**
 * The operator's payment decisions and the queues behind them. Up to WITHDRAW_APPROVAL_ABOVE a
 * withdrawal is approved in one step (the held money leaves the wallet). Above it, the first
 * approval is filed as a pending approval (modules/approvals) and the withdrawal stays pending; a
 * second, different operator's approval decides that approval and pays, in one transaction; a
 * rejection by either ends both and gives the money back.
 *
 * Every decision on a withdrawal takes its row first (the first approval by a write that changes
 * nothing, the others by their conditional status change), so decisions on one withdrawal run one
 * after another in every database, in one lock order: two approvers at once pay once, and an
 * approval racing a rejection never both happen. Each change and its audit entry commit together.
 */
import {
  type OpsWithdrawalFacts,
  type OpsWithdrawalItem,
  type OpsWithdrawalStage,
  PAYMENT_FACTS_CHANGE_DAYS,
  type WithdrawStatus,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Approvals } from '../approvals/service.ts';
import { appendAudit } from '../audit/repository.ts';
import type { Actor, OperatorActions } from '../operator/actions.ts';
import { depositRecord } from '../wallet/deposits.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { formatMinor, thresholdMinor, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import { withdrawRecord } from '../wallet/withdrawals.ts';
import {
  type OpsWithdrawalRow,
  type Paging,
  type PaymentsRepository,
  WITHDRAWAL_APPROVAL_KIND,
} from './repository.ts';

/** The signed-in operator as payments records it. */
export interface PaymentOperator {
  readonly id: number;
  readonly username: string;
  readonly merchantId: number;
  readonly address: string;
}

export interface PaymentsDeps {
  readonly repository: PaymentsRepository;
  readonly approvals: Approvals;
  /** The one way deposits and withdrawals are decided (shared with the command line). */
  readonly actions: Pick<
    OperatorActions,
    'approveDeposit' | 'rejectDeposit' | 'approveWithdrawal' | 'rejectWithdrawal'
  >;
  readonly wallet: WalletService;
  /** The merchant's second-approval amount (WITHDRAW_APPROVAL_ABOVE until saved): major units. */
  readonly approvalAbove: (merchantId: number) => Promise<string>;
  readonly now: () => Date;
}

const DAY_MS = 86_400_000;
const auditName = (who: PaymentOperator) => `operator:${who.username}`;
const actorOf = (who: PaymentOperator): Actor => ({
  name: auditName(who),
  merchantId: who.merchantId,
  operatorId: who.id,
  address: who.address,
});

export function createPayments(deps: PaymentsDeps) {
  const { repository: repo, approvals } = deps;

  async function scaleOf(merchantId: number) {
    return (await deps.wallet.currencyOf(merchantId)).scale;
  }

  /** The merchant's second-approval amount in minor units. */
  async function aboveOf(merchantId: number, scale: number) {
    return thresholdMinor(await deps.approvalAbove(merchantId), scale);
  }

  function itemOf(row: OpsWithdrawalRow, scale: number, above: bigint): OpsWithdrawalItem {
    const awaiting = row.status === 'pending' && row.approval_state === 'pending';
    return {
      ...withdrawRecord(row, scale),
      memberId: row.member_id,
      username: row.username,
      stage: (awaiting ? 'awaiting_second' : row.status) as OpsWithdrawalStage,
      needsTwoApprovals: row.approval_id !== null || toBigInt(row.amount_minor) > above,
      firstApproval:
        row.first_by === null || row.first_at === null ? null : { by: row.first_by, at: row.first_at },
      decidedBy: row.decided_by,
      paidAt: row.paid_at,
      paidBy: row.paid_by,
      payoutReference: row.payout_reference,
    };
  }

  /** The withdrawal of the operator's merchant, or WITHDRAWAL_NOT_FOUND (another merchant's too). */
  async function withdrawalOf(who: PaymentOperator, id: string, conn?: Tx): Promise<OpsWithdrawalRow> {
    const row = await repo.withdrawal(who.merchantId, id, conn);
    if (row === undefined) throw new ApiError('WITHDRAWAL_NOT_FOUND');
    return row;
  }

  async function view(who: PaymentOperator, id: string) {
    const scale = await scaleOf(who.merchantId);
    const item = itemOf(await withdrawalOf(who, id), scale, await aboveOf(who.merchantId, scale));
    return { id, status: item.stage, withdrawal: item };
  }

  /**
   * The first of two approvals: filed under the withdrawal's id while its row is held. Answers
   * 'second' when another operator's first approval is already there (this one is the second).
   */
  async function firstApproval(who: PaymentOperator, row: OpsWithdrawalRow, remark: string | null) {
    const at = deps.now().toISOString();
    return repo.transaction(async (tx) => {
      if (!(await repo.claimPending(tx, row.id))) {
        const now = await withdrawalOf(who, row.id, tx);
        throw new ApiError('ALREADY_DECIDED', { status: now.status });
      }
      const filed = await approvals.findByRequest(who.merchantId, WITHDRAWAL_APPROVAL_KIND, row.id, tx);
      if (filed !== undefined) {
        if (filed.requested_by === who.id) throw new ApiError('WITHDRAWAL_SECOND_APPROVER_REQUIRED');
        return 'second' as const;
      }
      const scale = await scaleOf(who.merchantId);
      const amount = formatMinor(toBigInt(row.amount_minor), scale);
      const stored = await approvals.request(tx, {
        merchantId: who.merchantId,
        kind: WITHDRAWAL_APPROVAL_KIND,
        target: `withdrawal:${row.id}`,
        payload: { withdrawalId: row.id, memberId: row.member_id, amount },
        requestId: row.id,
        by: { id: who.id, name: who.username },
      });
      await appendAudit(tx, {
        actor: auditName(who),
        operatorId: who.id,
        address: who.address,
        action: 'withdrawal.approve.first',
        merchantId: who.merchantId,
        target: `withdrawal:${row.id}`,
        before: { stage: 'pending' },
        after: { stage: 'awaiting_second' },
        detail: { withdrawalId: row.id, amount, remark, approvalId: stored.row.id },
        at,
      });
      return 'first' as const;
    });
  }

  /** The second approval: the approval is decided and the money leaves, in one transaction. */
  async function secondApproval(who: PaymentOperator, id: string, remark: string | null) {
    await deps.actions.approveWithdrawal(actorOf(who), id, remark, async (tx) => {
      const filed = await approvals.findByRequest(who.merchantId, WITHDRAWAL_APPROVAL_KIND, id, tx);
      if (filed === undefined) throw new Error(`withdrawal ${id} lost its first approval`);
      if (filed.requested_by === who.id) throw new ApiError('WITHDRAWAL_SECOND_APPROVER_REQUIRED');
      await approvals.decide(tx, {
        merchantId: who.merchantId,
        kind: WITHDRAWAL_APPROVAL_KIND,
        id: filed.id,
        by: { id: who.id, name: who.username },
        approve: true,
        remark,
      });
      return { approvalId: filed.id, firstApprovedBy: `operator:${filed.requested_by_name}` };
    });
  }

  return {
    async withdrawals(who: PaymentOperator, stage: OpsWithdrawalStage, page: Paging) {
      const scale = await scaleOf(who.merchantId);
      const above = await aboveOf(who.merchantId, scale);
      const { rows, total } = await repo.withdrawalPage(who.merchantId, stage, page);
      return { content: rows.map((row) => itemOf(row, scale, above)), total };
    },

    async deposits(who: PaymentOperator, status: string, page: Paging) {
      const scale = await scaleOf(who.merchantId);
      const { rows, total } = await repo.depositPage(who.merchantId, status, page);
      return {
        content: rows.map((row) => ({
          ...depositRecord(row, scale),
          memberId: row.member_id,
          username: row.username,
        })),
        total,
      };
    },

    approveDeposit: (who: PaymentOperator, id: string, remark: string | null) =>
      deps.actions.approveDeposit(actorOf(who), id, remark),
    rejectDeposit: (who: PaymentOperator, id: string, remark: string) =>
      deps.actions.rejectDeposit(actorOf(who), id, remark.trim()),

    /** One step up to the configured amount; above it, the first or the second of two approvals. */
    async approveWithdrawal(who: PaymentOperator, id: string, remark: string | null) {
      const row = await withdrawalOf(who, id);
      if (row.status !== 'pending') throw new ApiError('ALREADY_DECIDED', { status: row.status });
      const scale = await scaleOf(who.merchantId);
      const large = toBigInt(row.amount_minor) > (await aboveOf(who.merchantId, scale));
      // A first approval already filed keeps the withdrawal on two approvals, whatever the setting.
      if (!large && row.approval_id === null) {
        await deps.actions.approveWithdrawal(actorOf(who), id, remark);
        return view(who, id);
      }
      const step = await firstApproval(who, row, remark);
      if (step === 'second') await secondApproval(who, id, remark);
      return view(who, id);
    },

    /** Ends the withdrawal (and its first approval, if any): the held money is the member's again. */
    async rejectWithdrawal(who: PaymentOperator, id: string, remark: string) {
      await withdrawalOf(who, id);
      await deps.actions.rejectWithdrawal(actorOf(who), id, remark.trim(), async (tx) => {
        const filed = await approvals.findByRequest(who.merchantId, WITHDRAWAL_APPROVAL_KIND, id, tx);
        if (filed === undefined || filed.state !== 'pending') return {};
        await approvals.decide(tx, {
          merchantId: who.merchantId,
          kind: WITHDRAWAL_APPROVAL_KIND,
          id: filed.id,
          by: { id: who.id, name: who.username },
          approve: false,
          remark: remark.trim(),
        });
        return { approvalId: filed.id, firstApprovedBy: `operator:${filed.requested_by_name}` };
      });
      return view(who, id);
    },

    /** The payout was sent: approved becomes paid, once, with the payout's reference if any. */
    async markPaid(who: PaymentOperator, id: string, reference: string | null) {
      const before = await withdrawalOf(who, id);
      if (before.status === 'pending') throw new ApiError('WITHDRAWAL_NOT_APPROVED');
      const scale = await scaleOf(who.merchantId);
      const above = await aboveOf(who.merchantId, scale);
      const at = deps.now().toISOString();
      await repo.transaction(async (tx) => {
        const paid = await repo.markPaid(tx, id, { at, by: auditName(who), reference });
        if (!paid) {
          const now = await withdrawalOf(who, id, tx);
          throw new ApiError(now.status === 'pending' ? 'WITHDRAWAL_NOT_APPROVED' : 'ALREADY_DECIDED', {
            status: now.status,
          });
        }
        const after = await withdrawalOf(who, id, tx);
        await appendAudit(tx, {
          actor: auditName(who),
          operatorId: who.id,
          address: who.address,
          action: 'withdrawal.paid',
          merchantId: who.merchantId,
          target: `withdrawal:${id}`,
          before: itemOf(before, scale, above),
          after: itemOf(after, scale, above),
          detail: { withdrawalId: id, reference },
          at,
        });
      });
      return view(who, id);
    },

    async facts(who: PaymentOperator, id: string): Promise<OpsWithdrawalFacts> {
      const row = await withdrawalOf(who, id);
      const scale = await scaleOf(who.merchantId);
      const money = (minor: bigint) => formatMinor(minor, scale);
      const member = await repo.member(who.merchantId, row.member_id);
      if (member === undefined) throw new ApiError('WITHDRAWAL_NOT_FOUND');
      const now = deps.now();
      const since = new Date(now.getTime() - PAYMENT_FACTS_CHANGE_DAYS * DAY_MS).toISOString();
      const deposit = await repo.lastDeposit(row.member_id, row.created_at);
      const [validBets, cards, addresses, previous] = await Promise.all([
        deposit?.decided_at == null
          ? Promise.resolve(0n)
          : repo.validBets(row.member_id, deposit.decided_at, row.created_at),
        repo.cardChanges(row.member_id, since),
        repo.newAddresses(row.member_id, since),
        repo.previousWithdrawals(row.member_id, row.id, row.created_at),
      ]);
      const cardChanges = cards
        .flatMap((card) =>
          [
            ...(card.created_at >= since ? [{ change: 'added' as const, at: card.created_at }] : []),
            ...(card.deleted_at !== null && card.deleted_at >= since
              ? [{ change: 'removed' as const, at: card.deleted_at }]
              : []),
          ].map((event) => ({ ...event, bankName: card.bank_name, maskedNumber: card.masked_number })),
        )
        .sort((a, b) => b.at.localeCompare(a.at));
      const credited = deposit === undefined ? 0n : toBigInt(deposit.credited_minor);
      return {
        withdrawal: itemOf(row, scale, await aboveOf(who.merchantId, scale)),
        member: {
          id: member.id,
          username: member.username,
          createdAt: member.created_at,
          accountAgeDays: Math.max(0, Math.floor((now.getTime() - Date.parse(member.created_at)) / DAY_MS)),
          locked: member.disabled === 1,
          lockedReason: member.locked_reason,
        },
        turnover: {
          lastDeposit:
            deposit === undefined || deposit.decided_at === null
              ? null
              : {
                  depositId: deposit.id,
                  amount: money(toBigInt(deposit.amount_minor)),
                  credited: money(credited),
                  at: deposit.decided_at,
                },
          validBetsSince: money(validBets),
          covered: validBets >= credited,
        },
        cardChanges,
        newAddresses: addresses.map((a) => ({ ip: a.ip ?? '', firstSeenAt: String(a.first_seen) })),
        previousWithdrawals: {
          paidOutCount: previous.count,
          paidOutTotal: money(previous.total),
          last:
            previous.last === undefined
              ? null
              : {
                  withdrawId: previous.last.id,
                  amount: money(toBigInt(previous.last.amount_minor)),
                  status: previous.last.status as WithdrawStatus,
                  at: previous.last.created_at,
                },
        },
      };
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;
