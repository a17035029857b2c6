/**
 * Agent contracts in the back office: every contract of the merchant (filter by status, kind or a
 * member on either side), suspend and resume with a reason, and a contract the house offers a top
 * agent (no upline; paid from the house). Reads need members.read, changes members.manage; every
 * change is audited.
 */
import { z } from 'zod';
import {
  CONTRACT_KINDS,
  CONTRACT_PAGE_SIZE,
  CONTRACT_STATUSES,
  DIVIDEND_PERIODS,
} from './contracts-paths.ts';
import { contractTier, dividendContract } from './contracts.ts';

export const opsContractsRequest = z.object({
  status: z.enum(CONTRACT_STATUSES).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  memberId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTRACT_PAGE_SIZE).default(CONTRACT_PAGE_SIZE),
});
export type OpsContractsRequest = z.infer<typeof opsContractsRequest>;

/** A contract as the operator sees it: tiers in the generic form (min, bps); `role` is always DOWNLINE. */
export const opsContract = dividendContract.omit({ tiers: true }).extend({ tiers: z.array(contractTier) });
export type OpsContract = z.infer<typeof opsContract>;
export const opsContractsValue = z.object({
  content: z.array(opsContract),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type OpsContractsValue = z.infer<typeof opsContractsValue>;

export const opsContractOfferRequest = z.object({
  downlineId: z.number().int().min(1),
  kind: z.enum(CONTRACT_KINDS),
  /** Dividends only (salaries settle per day or hour by kind); MONTHLY when left out. */
  period: z.enum(DIVIDEND_PERIODS).optional(),
  tiers: z
    .array(contractTier)
    .min(1)
    .max(10)
    .refine(
      (tiers) => tiers.every((t, i) => i === 0 || Number(t.min) > Number(tiers[i - 1]?.min)),
      'ascending tiers',
    ),
});
export type OpsContractOfferRequest = z.infer<typeof opsContractOfferRequest>;

export const opsContractReasonRequest = z.object({ reason: z.string().trim().min(1).max(255) });
export type OpsContractReasonRequest = z.infer<typeof opsContractReasonRequest>;
export const opsContractParams = z.object({ contractId: z.coerce.number().int().min(1).max(2_147_483_647) });
