/** Invite friends' pure rules: who qualifies, how a friend's name is shown, what a milestone is. */
import type { InviteMilestoneState } from '@openlobby/contract';
import type { Invitee } from './repository.ts';

export interface QualificationRule {
  /** Zero: not required. */
  readonly minFirstDepositMinor: bigint;
  readonly minValidBetMinor: bigint;
}

/**
 * A friend qualifies when their first approved deposit is at least the minimum (when one is set) and
 * their settled valid bets total at least the minimum (when one is set).
 */
export function qualifies(
  invitee: Pick<Invitee, 'firstDepositMinor' | 'validBetMinor'>,
  rule: QualificationRule,
): boolean {
  const deposited =
    rule.minFirstDepositMinor === 0n ||
    (invitee.firstDepositMinor !== null && invitee.firstDepositMinor >= rule.minFirstDepositMinor);
  return deposited && invitee.validBetMinor >= rule.minValidBetMinor;
}

/** A friend's name as the inviter sees it: the first two and the last character ("ab***9"). */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1] ?? ''}`;
}

export function milestoneState(friends: number, qualified: number, claimed: boolean): InviteMilestoneState {
  if (claimed) return 'claimed';
  return qualified >= friends ? 'claimable' : 'locked';
}

/** The ledger transfers of referral payments: each paid once. */
export const friendTransferId = (memberId: number, friendId: number) =>
  `invite-friend:${memberId}:${friendId}`;
export const milestoneTransferId = (memberId: number, friends: number) =>
  `invite-milestone:${memberId}:${friends}`;
