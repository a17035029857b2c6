/**
 * The operator API (/ops/...): authenticated by operator sessions, separate from members. Not in the
 * member endpoint table (no merchant, status or module gates: operators work during maintenance).
 */
import { z } from 'zod';
import { DEPOSIT_STATUSES, RECORDS_MAX_PAGE_SIZE, WITHDRAW_STATUSES } from '../wallet/constants.ts';
import { depositRecord, withdrawRecord } from '../wallet/schemas.ts';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');

export const OPS_PATHS = {
  session: '/ops/session',
  deposits: '/ops/deposits',
  approveDeposit: '/ops/deposits/:id/approve',
  rejectDeposit: '/ops/deposits/:id/reject',
  withdrawals: '/ops/withdrawals',
  approveWithdrawal: '/ops/withdrawals/:id/approve',
  rejectWithdrawal: '/ops/withdrawals/:id/reject',
  adjust: '/ops/members/:memberId/adjust',
  reconcile: '/ops/ledger/reconcile',
} as const;

/** `otp`: a TOTP or recovery code, needed once the operator has a second factor. */
export const opsLoginRequest = z.object({
  username: text(64),
  password: text(128),
  otp: text(32).optional(),
});
export const opsLoginValue = z.object({ token: z.string(), expiresAt: z.number().int() });

export const opsIdParams = z.object({ id: text(64) });
export const opsMemberParams = z.object({ memberId: z.coerce.number().int().min(1) });

export const opsListRequest = z.object({
  merchantCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(50),
});
export const opsDepositsRequest = opsListRequest.extend({
  status: z.enum(DEPOSIT_STATUSES).default('pending'),
});
export const opsWithdrawalsRequest = opsListRequest.extend({
  status: z.enum(WITHDRAW_STATUSES).default('pending'),
});

const withMember = { memberId: z.number().int() };
export const opsDepositsValue = z.object({
  content: z.array(depositRecord.extend(withMember)),
  total: z.number().int(),
});
export const opsWithdrawalsValue = z.object({
  content: z.array(withdrawRecord.extend(withMember)),
  total: z.number().int(),
});

/** Approving may carry a remark; rejecting must say why (the member sees it). */
export const opsApproveRequest = z.object({ remark: text(255).optional() });
export const opsRejectRequest = z.object({ remark: text(255).min(1) });
export const opsDecisionValue = z.object({ id: z.string(), status: z.string() });

export const opsAdjustRequest = z.object({
  /** Signed decimal string: "+50.00" or "50.00" credits, "-20.00" debits (never below zero). */
  amount: z.string().max(33),
  reason: text(255).min(1),
  /** Idempotency key: the same adjustment sent twice moves money once. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export const opsAdjustValue = z.object({
  transferId: z.string(),
  sumBalance: z.string(),
  replayed: z.boolean(),
});

export const opsReconcileValue = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  problems: z.array(z.string()),
});
