/**
 * Invite friends: the member's referral details, invitees (masked, no amounts of the friend's
 * money), income records and claims, and the operator's settings. Money is a decimal string in
 * major units; dates are ISO instants, days YYYY-MM-DD in the member's zone.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  INVITE_INCOME_KINDS,
  INVITE_MAX_MILESTONES,
  INVITE_MAX_PAGE_SIZE,
  INVITE_MILESTONE_STATES,
  invitePaths,
} from './paths.ts';

/** The device's IANA zone; absent: UTC. */
const timeZone = z.string().max(64).optional();
const pageNum = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(INVITE_MAX_PAGE_SIZE).optional();

export const referralDetailsRequest = z.object({ timeZone });
export const inviteRules = z.object({
  /** A friend's first deposit must be at least this ("0.00": not required). */
  minFirstDeposit: z.string(),
  /** A friend's valid bets must total at least this ("0.00": not required). */
  minValidBet: z.string(),
  /** Paid per qualified friend ("0.00": none). */
  friendReward: z.string(),
});
export const inviteMilestone = z.object({
  /** Qualified friends needed. */
  friends: z.number().int(),
  amount: z.string(),
  state: z.enum(INVITE_MILESTONE_STATES),
});
export const referralDetailsValue = z.object({
  enabled: z.boolean(),
  /** The member's invitation code. */
  code: z.string(),
  /** The register screen with the code (`/m/register?affiliateCode=…`): the lobby adds its origin. */
  registerPath: z.string(),
  /** Referral income of the member's today and yesterday (their zone), and ever. */
  today: z.string(),
  yesterday: z.string(),
  total: z.string(),
  invited: z.number().int(),
  qualified: z.number().int(),
  rules: inviteRules,
  /** Qualified friends whose reward is not paid yet, and what claiming them pays. */
  friendRewards: z.object({ count: z.number().int(), amount: z.string() }),
  milestones: z.array(inviteMilestone),
});
export type ReferralDetailsValue = z.infer<typeof referralDetailsValue>;
export type InviteMilestone = z.infer<typeof inviteMilestone>;

export const referralPageRequest = z.object({ pageNum, pageSize });
export const referralInviteesValue = z.object({
  content: z.array(
    z.object({
      /** Masked username: first two and last characters ("ab***9"). */
      name: z.string(),
      joinedAt: z.string(),
      qualified: z.boolean(),
    }),
  ),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ReferralInviteesValue = z.infer<typeof referralInviteesValue>;

export const referralIncomeValue = z.object({
  content: z.array(
    z.object({
      paidAt: z.string(),
      kind: z.enum(INVITE_INCOME_KINDS),
      /** FRIEND: the friend's masked name; MILESTONE: the qualified friends it needed. */
      detail: z.string(),
      amount: z.string(),
    }),
  ),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type ReferralIncomeValue = z.infer<typeof referralIncomeValue>;

export const claimReferralRewardRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('FRIEND') }),
  z.object({ kind: z.literal('MILESTONE'), friends: z.number().int().min(1).max(1_000_000) }),
]);
export type ClaimReferralRewardRequest = z.infer<typeof claimReferralRewardRequest>;
export const claimReferralRewardValue = z.object({
  amount: z.string(),
  /** The main wallet after the credit. */
  sumBalance: z.string(),
});
export type ClaimReferralRewardValue = z.infer<typeof claimReferralRewardValue>;

export const inviteEndpoints = {
  referralDetails: defineEndpoint(invitePaths.referralDetails, referralDetailsRequest, referralDetailsValue),
  referralInvitees: defineEndpoint(invitePaths.referralInvitees, referralPageRequest, referralInviteesValue),
  referralIncome: defineEndpoint(invitePaths.referralIncome, referralPageRequest, referralIncomeValue),
  claimReferralReward: defineEndpoint(
    invitePaths.claimReferralReward,
    claimReferralRewardRequest,
    claimReferralRewardValue,
  ),
};

// ---- Operator API

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,8})?$/, 'a decimal amount');

export const opsInviteSettingsRequest = z
  .object({
    enabled: z.boolean(),
    minFirstDeposit: amount,
    minValidBet: amount,
    friendReward: amount,
    milestones: z
      .array(z.object({ friends: z.number().int().min(1).max(1_000_000), amount }))
      .max(INVITE_MAX_MILESTONES),
  })
  .refine((value) => new Set(value.milestones.map((m) => m.friends)).size === value.milestones.length, {
    message: 'each milestone needs its own number of friends',
    path: ['milestones'],
  });
export type OpsInviteSettingsRequest = z.output<typeof opsInviteSettingsRequest>;
export const opsInviteSettingsValue = z.object({
  enabled: z.boolean(),
  minFirstDeposit: z.string(),
  minValidBet: z.string(),
  friendReward: z.string(),
  milestones: z.array(z.object({ friends: z.number().int(), amount: z.string() })),
  updatedAt: z.string().nullable(),
});
export type OpsInviteSettingsValue = z.infer<typeof opsInviteSettingsValue>;
