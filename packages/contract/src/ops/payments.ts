/**
 * The console's payments API: the deposit queue (manual transfers an operator confirms or rejects)
 * and the withdrawal queue. A withdrawal above the server's WITHDRAW_APPROVAL_ABOVE needs two
 * different operators' approvals: the first leaves it `awaiting_second`, the second pays it (the
 * held money leaves the wallet); a rejection by either ends it and gives the money back. An
 * approved withdrawal is marked `paid` once the payout has been sent, with an optional reference.
 * The facts an approver needs (turnover since the last deposit, recent card and address changes,
 * earlier withdrawals, account age, lock) come with each withdrawal. Amounts are decimal strings.
 */
import { z } from 'zod';
import { DEPOSIT_STATUSES, RECORDS_MAX_PAGE_SIZE, WITHDRAW_STATUSES } from '../wallet/constants.ts';
import { depositRecord, withdrawRecord } from '../wallet/schemas.ts';

export const OPS_PAYMENT_PATHS = {
  deposits: '/ops/deposits',
  approveDeposit: '/ops/deposits/:id/approve',
  rejectDeposit: '/ops/deposits/:id/reject',
  withdrawals: '/ops/withdrawals',
  approveWithdrawal: '/ops/withdrawals/:id/approve',
  rejectWithdrawal: '/ops/withdrawals/:id/reject',
  markWithdrawalPaid: '/ops/withdrawals/:id/paid',
  withdrawalFacts: '/ops/withdrawals/:id/facts',
} as const;

/** How far back the facts look for bank-card and address changes. */
export const PAYMENT_FACTS_CHANGE_DAYS = 30;

/**
 * Where a withdrawal stands for an operator: its status, except that a pending one whose first of
 * two approvals is given is `awaiting_second` (the member still sees it pending).
 */
export const OPS_WITHDRAWAL_STAGES = ['pending', 'awaiting_second', 'approved', 'paid', 'rejected'] as const;
export type OpsWithdrawalStage = (typeof OPS_WITHDRAWAL_STAGES)[number];

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');

export const opsPaymentIdParams = z.object({ id: text(64).pipe(z.string().min(1)) });

const listRequest = z.object({
  merchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(50),
});
export const opsDepositsRequest = listRequest.extend({
  status: z.enum(DEPOSIT_STATUSES).default('pending'),
});
export const opsWithdrawalsRequest = listRequest.extend({
  status: z.enum(OPS_WITHDRAWAL_STAGES).default('pending'),
});

const withMember = { memberId: z.number().int(), username: z.string() };
export const opsDepositItem = depositRecord.extend(withMember);
export type OpsDepositItem = z.output<typeof opsDepositItem>;
export const opsDepositsValue = z.object({ content: z.array(opsDepositItem), total: z.number().int() });

/** The first of two approvals, while the second is awaited (or after, for the record). */
export const opsFirstApproval = z.object({ by: z.string(), at: z.string() });

export const opsWithdrawalItem = withdrawRecord.extend({
  ...withMember,
  stage: z.enum(OPS_WITHDRAWAL_STAGES),
  /** True when this withdrawal's amount needs two different operators' approvals. */
  needsTwoApprovals: z.boolean(),
  firstApproval: opsFirstApproval.nullable(),
  decidedBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidBy: z.string().nullable(),
  payoutReference: z.string().nullable(),
});
export type OpsWithdrawalItem = z.output<typeof opsWithdrawalItem>;
export const opsWithdrawalsValue = z.object({ content: z.array(opsWithdrawalItem), total: z.number().int() });

/** Approving may carry a remark; rejecting must say why (the member sees it). */
export const opsApproveRequest = z.object({ remark: text(255).optional() });
export const opsRejectRequest = z.object({ remark: text(255).refine((v) => v.trim() !== '', 'a reason') });
export const opsDecisionValue = z.object({ id: z.string(), status: z.string() });
export const opsWithdrawalDecisionValue = z.object({ withdrawal: opsWithdrawalItem });

/** The payout's own reference (the bank's transaction number), when there is one. */
export const opsMarkPaidRequest = z.object({ reference: text(128).optional() });

export const opsWithdrawalFacts = z.object({
  withdrawal: opsWithdrawalItem,
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    createdAt: z.string(),
    accountAgeDays: z.number().int(),
    locked: z.boolean(),
    lockedReason: z.string().nullable(),
  }),
  /** The member's last approved deposit before this request, and the valid bets placed since. */
  turnover: z.object({
    lastDeposit: z
      .object({ depositId: z.string(), amount: z.string(), credited: z.string(), at: z.string() })
      .nullable(),
    validBetsSince: z.string(),
    /** Valid bets since the deposit are at least its credited amount. */
    covered: z.boolean(),
  }),
  /** Bank cards added or removed in the last PAYMENT_FACTS_CHANGE_DAYS days, newest first. */
  cardChanges: z.array(
    z.object({
      change: z.enum(['added', 'removed']),
      bankName: z.string(),
      maskedNumber: z.string(),
      at: z.string(),
    }),
  ),
  /** Addresses the member first used in the last PAYMENT_FACTS_CHANGE_DAYS days, newest first. */
  newAddresses: z.array(z.object({ ip: z.string(), firstSeenAt: z.string() })),
  /** The member's withdrawals before this one: how many were paid out, their total, and the last. */
  previousWithdrawals: z.object({
    paidOutCount: z.number().int(),
    paidOutTotal: z.string(),
    last: z
      .object({
        withdrawId: z.string(),
        amount: z.string(),
        status: z.enum(WITHDRAW_STATUSES),
        at: z.string(),
      })
      .nullable(),
  }),
});
export type OpsWithdrawalFacts = z.output<typeof opsWithdrawalFacts>;
