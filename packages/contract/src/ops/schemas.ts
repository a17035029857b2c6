/**
 * The operator API (/ops/...): authenticated by operator sessions, separate from members. Not in the
 * member endpoint table (no merchant, status or module gates: operators work during maintenance).
 */
import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');

export const OPS_PATHS = {
  session: '/ops/session',
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

export const opsMemberParams = z.object({ memberId: z.coerce.number().int().min(1) });

// The deposit and withdrawal queues and decisions: payments.ts.

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
