/** Operator API of the reward centre (/ops/rewards): issue a reward to one member. */
import { z } from 'zod';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');

export const OPS_REWARDS_PATHS = { rewards: '/ops/rewards' } as const;

export const opsIssueRewardRequest = z.object({
  memberId: z.number().int().min(1).max(2_147_483_647),
  /** Decimal string in major units, e.g. "25.00". */
  amount: text(24).min(1),
  /** English is required; Urdu falls back to it when absent. */
  title: z.object({ EN: text(128).trim().min(1), UR: text(128).trim().min(1).optional() }),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  turnoverNote: text(256).trim().nullable().default(null),
});
export type OpsIssueRewardRequest = z.output<typeof opsIssueRewardRequest>;
export const opsIssueRewardValue = z.object({ rewardId: z.number().int() });
