/**
 * Invite friends (/m/inviteFriends)'s zod-free part: the member's calls, the operator's path and the
 * limits. A member's direct invitees (registered with their invitation code) count once qualified by
 * the merchant's rule (first deposit and valid bets); qualified friends pay an optional reward each
 * and unlock milestones ("N qualified friends → amount") that the member claims once.
 */
import type { EndpointMeta } from '../endpoint.ts';

/** What a milestone is to a member: not reached yet, reached and unpaid, or paid. */
export const INVITE_MILESTONE_STATES = ['locked', 'claimable', 'claimed'] as const;
export type InviteMilestoneState = (typeof INVITE_MILESTONE_STATES)[number];

/** Kinds of referral income: a qualified friend's reward, a milestone's reward. */
export const INVITE_INCOME_KINDS = ['FRIEND', 'MILESTONE'] as const;
export type InviteIncomeKind = (typeof INVITE_INCOME_KINDS)[number];

/** The most milestones a merchant may define. */
export const INVITE_MAX_MILESTONES = 20;
/** Invitee and income pages: default and largest size. */
export const INVITE_PAGE_SIZE = 20;
export const INVITE_MAX_PAGE_SIZE = 100;

/** The lobby's register screen and the query parameter it prefills the invitation code from. */
export const INVITE_REGISTER_PATH = '/m/register';
export const INVITE_CODE_PARAM = 'affiliateCode';

export const invitePaths = {
  referralDetails: {
    name: 'referralDetails',
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralDetails',
    module: null,
    token: 'required',
    encrypted: false,
  },
  referralInvitees: {
    name: 'referralInvitees',
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralInvitees',
    module: null,
    token: 'required',
    encrypted: false,
  },
  referralIncome: {
    name: 'referralIncome',
    method: 'GET',
    path: '/wps/relay/MCSFE_getReferralIncome',
    module: null,
    token: 'required',
    encrypted: false,
  },
  claimReferralReward: {
    name: 'claimReferralReward',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimReferralReward',
    module: null,
    token: 'required',
    encrypted: false,
  },
} as const satisfies Record<string, EndpointMeta>;

export const OPS_INVITE_PATHS = { settings: '/ops/invite-settings' } as const;
