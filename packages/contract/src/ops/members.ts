/**
 * The console's member management API: find a member, see everything about them (profile, state,
 * balance and the ledger lines behind it, play, payments, rewards, sessions and addresses, notes,
 * audit history), and act on them (lock, unlock, end sessions, send a reset link, add a note,
 * adjust the balance). An adjustment above the server's configured amount waits for a second
 * operator's approval (pending approvals are a general mechanism; balance adjustments are its
 * first kind). Amounts are decimal strings in the merchant's currency.
 */
import { z } from 'zod';
import { depositRecord, withdrawRecord } from '../wallet/schemas.ts';
import { opsAuditEntry } from './admin.ts';

export const OPS_MEMBER_PATHS = {
  search: '/ops/members',
  /** POST: an operator makes an internal (house) account, ops/internal-accounts.ts. */
  internalAccount: '/ops/members/internal',
  member: '/ops/members/:memberId',
  ledger: '/ops/members/:memberId/ledger',
  bets: '/ops/members/:memberId/bets',
  deposits: '/ops/members/:memberId/deposits',
  withdrawals: '/ops/members/:memberId/withdrawals',
  rewards: '/ops/members/:memberId/rewards',
  sessions: '/ops/members/:memberId/sessions',
  addresses: '/ops/members/:memberId/addresses',
  devices: '/ops/members/:memberId/devices',
  notes: '/ops/members/:memberId/notes',
  audit: '/ops/members/:memberId/audit',
  lock: '/ops/members/:memberId/lock',
  unlock: '/ops/members/:memberId/unlock',
  endSessions: '/ops/members/:memberId/sessions/end',
  resetLink: '/ops/members/:memberId/password-reset',
  upline: '/ops/members/:memberId/upline',
  team: '/ops/members/:memberId/team',
  adjustmentApprovals: '/ops/approvals/balance-adjustments',
  approveAdjustment: '/ops/approvals/balance-adjustments/:approvalId/approve',
  rejectAdjustment: '/ops/approvals/balance-adjustments/:approvalId/reject',
} as const;

export const MEMBER_PAGE_MAX_SIZE = 100;
/** Matches counted beyond this are not counted: the answer says the total is at least this. */
export const MEMBER_SEARCH_COUNT_CAP = 1000;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed');
const reasonText = text(255).refine((value) => value.trim() !== '', 'a reason is required');

/**
 * What the search text is compared with; each is a prefix of the stored value (an id is exact):
 * a username, a mobile number in international form (+92300…, the + may be left out), an e-mail
 * address, a member id, the member's own invitation code, or an address the member registered or
 * logged in from.
 */
export const MEMBER_SEARCH_FIELDS = ['username', 'mobile', 'email', 'id', 'invitationCode', 'ip'] as const;
export type MemberSearchField = (typeof MEMBER_SEARCH_FIELDS)[number];

const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(MEMBER_PAGE_MAX_SIZE).default(20);
export const opsMemberPageRequest = z.object({ pageNo, pageSize });

export const opsMemberSearchRequest = z.object({
  by: z.enum(MEMBER_SEARCH_FIELDS).default('username'),
  q: text(100)
    .transform((value) => value.trim())
    .pipe(z.string().min(1)),
  pageNo,
  pageSize,
});
export type OpsMemberSearchRequest = z.output<typeof opsMemberSearchRequest>;

export const opsMemberIdParams = z.object({ memberId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const opsApprovalParams = z.object({ approvalId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const MEMBER_STATES = ['active', 'locked'] as const;

export const opsMemberSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  invitationCode: z.string().nullable(),
  state: z.enum(MEMBER_STATES),
  createdAt: z.string(),
  createdIp: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type OpsMemberSummary = z.output<typeof opsMemberSummary>;

export const opsMemberSearchValue = z.object({
  content: z.array(opsMemberSummary),
  /** Matches, counted up to MEMBER_SEARCH_COUNT_CAP. */
  total: z.number().int(),
  /** The total stopped at the cap: there are at least that many. */
  totalCapped: z.boolean(),
});

export const opsMemberView = z.object({
  profile: opsMemberSummary.extend({
    payeeName: z.string().nullable(),
    referrerId: z.number().int().nullable(),
    /** The invitation code the member registered with. */
    registeredInvitationCode: z.string().nullable(),
    registerMethod: z.string().nullable(),
    registerDomain: z.string().nullable(),
    mustChangePassword: z.boolean(),
    /** Date of birth YYYY-MM-DD given at registration; null for members from before the age check. */
    birthDate: z.string().nullable(),
  }),
  /** Where the member sits in the referral tree. */
  team: z.object({
    upline: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    /** Members under it at any depth. */
    members: z.number().int(),
    /** Members directly under it. */
    direct: z.number().int(),
  }),
  state: z.object({
    locked: z.boolean(),
    reason: z.string().nullable(),
    lockedAt: z.string().nullable(),
    lockedBy: z.string().nullable(),
  }),
  balance: z.object({
    currency: z.string(),
    /** What the member can spend: the ledger balance less money held for pending withdrawals. */
    available: z.string(),
    /** Held for withdrawals waiting for a decision. */
    held: z.string(),
  }),
  bankCards: z.array(
    z.object({
      id: z.number().int(),
      bankName: z.string(),
      maskedNumber: z.string(),
      accountName: z.string(),
      createdAt: z.string(),
      deletedAt: z.string().nullable(),
    }),
  ),
  /** Balance adjustments of this member waiting for a second operator. */
  pendingApprovals: z.number().int(),
});
export type OpsMemberView = z.output<typeof opsMemberView>;

const page = <T extends z.ZodType>(item: T) => z.object({ content: z.array(item), total: z.number().int() });

/** One ledger transfer as it moved the member's wallet: signed amount and the balance it left. */
export const opsLedgerLine = z.object({
  transferId: z.string(),
  createdAt: z.string(),
  code: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string().nullable(),
  remark: z.string().nullable(),
});
export const opsLedgerLinesValue = page(opsLedgerLine);

export const opsMemberBet = z.object({
  id: z.string(),
  gameType: z.string(),
  vendorCode: z.string(),
  gameName: z.string(),
  bet: z.string(),
  validBet: z.string(),
  win: z.string(),
  status: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const opsMemberBetsValue = page(opsMemberBet);
export const opsMemberDepositsValue = page(depositRecord);
export const opsMemberWithdrawalsValue = page(withdrawRecord);

export const opsMemberReward = z.object({
  id: z.number().int(),
  amount: z.string(),
  titleEn: z.string(),
  titleUr: z.string(),
  issuedBy: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export const opsMemberRewardsValue = page(opsMemberReward);

export const opsMemberSession = z.object({
  id: z.number().int(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  /** Not ended and not expired now. */
  live: z.boolean(),
});
export const opsMemberSessionsValue = page(opsMemberSession);

/** Every address the member registered or logged in from, newest first. */
export const opsMemberAddress = z.object({
  ip: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** Sessions started from it. */
  logins: z.number().int(),
  registeredFrom: z.boolean(),
});
export const opsMemberAddressesValue = z.object({ content: z.array(opsMemberAddress) });

export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'unknown'] as const;
/**
 * Every device (browser user-agent) the member signed in with, most recently seen first: the
 * browser and system read from it for people, and the user-agent itself for a closer look.
 */
export const opsMemberDevice = z.object({
  kind: z.enum(DEVICE_KINDS),
  /** e.g. "Chrome 120"; empty when unknown. */
  browser: z.string(),
  /** e.g. "Android 14"; empty when unknown. */
  system: z.string(),
  /** Empty for sessions from before devices were recorded. */
  userAgent: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** Sessions started with it. */
  logins: z.number().int(),
});
export const opsMemberDevicesValue = z.object({ content: z.array(opsMemberDevice) });
export type OpsMemberDevice = z.output<typeof opsMemberDevice>;

export const opsMemberNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});
export const opsMemberNotesValue = page(opsMemberNote);
export const opsAddNoteRequest = z.object({
  body: text(2000).refine((value) => value.trim() !== '', 'a note cannot be empty'),
});

export const opsMemberAuditValue = page(opsAuditEntry);

export const opsLockRequest = z.object({ reason: reasonText });
export const opsUnlockRequest = z.object({ reason: reasonText });
/** Moves a member, with its whole team, under another upline; an empty username: to the top. */
export const opsMoveUplineRequest = z.object({
  uplineUsername: z.string().trim().max(64),
  reason: reasonText,
});
export const opsUplineValue = z.object({
  upline: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** Members moved along: the member and everyone under it. */
  teamSize: z.number().int(),
});
export type OpsUplineValue = z.infer<typeof opsUplineValue>;
/** A member directly under another, with the size of its own team. */
export const opsTeamMember = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  locked: z.boolean(),
  /** Members under it at any depth. */
  teamMembers: z.number().int(),
  createdAt: z.string(),
});
export const opsTeamValue = page(opsTeamMember);
export type OpsTeamMember = z.output<typeof opsTeamMember>;
export const opsEndSessionsRequest = z.object({ reason: reasonText.optional() });
export const opsMemberStateValue = z.object({
  state: opsMemberView.shape.state,
  sessionsEnded: z.number().int(),
});
export const opsResetLinkValue = z.object({ sentTo: z.string() });

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** A balance adjustment waiting for (or decided by) a second operator. */
export const opsAdjustmentApproval = z.object({
  id: z.number().int(),
  state: z.enum(APPROVAL_STATES),
  memberId: z.number().int(),
  username: z.string(),
  /** Signed: "+1500.00" or "-1500.00". */
  amount: z.string(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remark: z.string().nullable(),
  transferId: z.string().nullable(),
});
export type OpsAdjustmentApproval = z.output<typeof opsAdjustmentApproval>;

/** POST …/adjust: done at once, or (above the configured amount) waiting for a second operator. */
export const opsAdjustOutcome = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('done'),
    transferId: z.string(),
    sumBalance: z.string(),
    replayed: z.boolean(),
  }),
  z.object({ status: z.literal('pending'), approval: opsAdjustmentApproval }),
]);

export const opsAdjustmentApprovalsRequest = z.object({
  state: z.enum(APPROVAL_STATES).default('pending'),
  pageNo,
  pageSize,
});
export const opsAdjustmentApprovalsValue = page(opsAdjustmentApproval);
export const opsApproveAdjustmentRequest = z.object({ remark: text(255).optional() });
export const opsRejectAdjustmentRequest = z.object({ remark: reasonText });
export const opsAdjustmentDecisionValue = z.object({
  approval: opsAdjustmentApproval,
  /** The member's balance after an approval moved the money. */
  sumBalance: z.string().nullable(),
});
