/**
 * A member's player protection as the back office sees it (compliance.read): the limits in force
 * with their usage and pending changes, exactly as the member sees them, the history of every
 * change (who made it, from what to what, when it applies), and every time-out and self-exclusion.
 * A self-exclusion whose period has ended holds until an officer lifts it at the member's request
 * (compliance.manage, with a reason, audited); an indefinite one and a time-out are never lifted.
 */
import { z } from 'zod';
import type { ErrorDefinition } from '../lobby-errors.ts';
import {
  EXCLUSION_KINDS,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '../protection-exclusion-paths.ts';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../protection-paths.ts';
import { playerLimit } from '../protection.ts';

export const OPS_MEMBER_PROTECTION_PATH = '/ops/members/:memberId/protection';
export const OPS_EXCLUSION_LIFT_PATH = '/ops/members/:memberId/exclusions/:exclusionId/lift';

/**
 * IN_FORCE: refusing now. AWAITING_LIFT: a self-exclusion whose period ended, still refusing until
 * lifted. ENDED: a time-out that ran out. LIFTED: lifted by an officer.
 */
export const EXCLUSION_STATES = ['IN_FORCE', 'AWAITING_LIFT', 'ENDED', 'LIFTED'] as const;
export type ExclusionState = (typeof EXCLUSION_STATES)[number];

export const opsExclusion = z.object({
  exclusionId: z.number().int(),
  kind: z.enum(EXCLUSION_KINDS),
  duration: z.enum([...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
  startsAt: z.string(),
  /** null: indefinite. */
  endsAt: z.string().nullable(),
  state: z.enum(EXCLUSION_STATES),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
  /** A self-exclusion carried over from another account of the same verified identity. */
  viaMember: z.object({ memberId: z.number().int(), username: z.string() }).nullable(),
});
export type OpsExclusion = z.infer<typeof opsExclusion>;

export const opsLimitChange = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** MEMBER, or the operator who changed it. */
  changedBy: z.string(),
  /** Amounts as shown to the member (minutes for SESSION); null: no limit. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  appliesAt: z.string(),
  at: z.string(),
});
export type OpsLimitChange = z.infer<typeof opsLimitChange>;

export const opsMemberProtectionValue = z.object({
  currency: z.string(),
  limits: z.array(playerLimit),
  sessionStartedAt: z.string().nullable(),
  changes: z.array(opsLimitChange),
  exclusions: z.array(opsExclusion),
});
export type OpsMemberProtectionValue = z.infer<typeof opsMemberProtectionValue>;

export const opsExclusionParams = z.object({
  memberId: z.coerce.number().int().min(1).max(2_147_483_647),
  exclusionId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const opsExclusionLiftRequest = z.object({ reason: z.string().trim().min(1).max(500) });
export type OpsExclusionLiftRequest = z.infer<typeof opsExclusionLiftRequest>;

export const memberProtectionErrorCatalogue = {
  EXCLUSION_NOT_LIFTABLE: {
    status: 409,
    EN: 'Only a self-exclusion whose period has ended can be lifted (never a time-out, an indefinite one, or one lifted already)',
    UR: 'صرف وہ خود اخراج ختم کیا جا سکتا ہے جس کی مدت پوری ہو چکی ہو (ٹائم آؤٹ، غیر معینہ یا پہلے سے ختم شدہ نہیں)',
  },
} as const satisfies Record<string, ErrorDefinition>;
