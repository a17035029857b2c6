/**
 * Invite friends. A member's direct invitees (registered with their code: depth 1 in the referral
 * tree) qualify by the merchant's rule; each qualified friend pays the optional per-friend reward
 * and milestones ("N qualified friends → amount") unlock. The member claims both; every payment is
 * one `invite_reward` row and one ledger transfer from the promotions house account (code
 * PROMOTION), so racing claims pay once. Income days are the member's own (the zone the lobby
 * sends, as the records screens do). Trial members are refused (FREE_REJECT).
 */
import {
  type ClaimReferralRewardRequest,
  type ClaimReferralRewardValue,
  INVITE_CODE_PARAM,
  INVITE_PAGE_SIZE,
  INVITE_REGISTER_PATH,
  type OpsInviteSettingsRequest,
  type OpsInviteSettingsValue,
  type ReferralDetailsValue,
  type ReferralIncomeValue,
  type ReferralInviteesValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import { assertNotHeld } from '../agents/payouts.repository.ts';
import type { AuditActor } from '../audit/repository.ts';
import {
  type RewardServiceDeps,
  amountOrZeroMinor,
  promotionsCredit,
  refuseTrial,
} from '../rewards/rules.ts';
import type { RewardMember } from '../rewards/service.ts';
import { memberWallet } from '../wallet/accounts.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import { addDays, checkTimeZone, localDay, startOfDay } from '../wallet/zoned-days.ts';
import type { InviteRewardWrite, InviteSettings, InvitesRepository } from './repository.ts';
import {
  type QualificationRule,
  friendTransferId,
  maskName,
  milestoneState,
  milestoneTransferId,
  qualifies,
} from './rules.ts';

export interface InvitesServiceDeps extends RewardServiceDeps<InvitesRepository> {
  /** The member's own invitation code (null: none, e.g. trial). */
  readonly codeOf: (memberId: number) => Promise<string | null>;
}

export type InvitesService = ReturnType<typeof createInvitesService>;

function ruleOf(
  settings: InviteSettings,
): QualificationRule & { friendRewardMinor: bigint; enabled: boolean } {
  const row = settings.row;
  return {
    enabled: row?.enabled === 1,
    minFirstDepositMinor: toBigInt(row?.min_first_deposit_minor ?? 0),
    minValidBetMinor: toBigInt(row?.min_valid_bet_minor ?? 0),
    friendRewardMinor: toBigInt(row?.friend_reward_minor ?? 0),
  };
}

const pageOf = (pageNum: number, pageSize: number | undefined) => {
  const size = pageSize ?? INVITE_PAGE_SIZE;
  return { size, offset: (pageNum - 1) * size };
};

export function createInvitesService(deps: InvitesServiceDeps) {
  const { repository, wallet } = deps;

  /** Qualified direct invitees, and the ids of those whose friend reward is unpaid. */
  async function standing(memberId: number, settings: InviteSettings) {
    const rule = ruleOf(settings);
    const [invitees, paid] = await Promise.all([repository.invitees(memberId), repository.paid(memberId)]);
    const paidFriends = new Set(paid.filter((p) => p.kind === 'FRIEND').map((p) => p.ref));
    const claimedMilestones = new Set(paid.filter((p) => p.kind === 'MILESTONE').map((p) => p.ref));
    const qualified = invitees.filter((i) => qualifies(i, rule));
    const unpaidFriends = rule.friendRewardMinor > 0n ? qualified.filter((i) => !paidFriends.has(i.id)) : [];
    return { rule, invitees, qualified, unpaidFriends, claimedMilestones };
  }

  return {
    async details(member: RewardMember, timeZone: string | undefined): Promise<ReferralDetailsValue> {
      refuseTrial(member);
      const memberId = member.session.memberId;
      const zone = checkTimeZone(timeZone);
      const today = localDay(deps.now().getTime(), zone);
      const startToday = new Date(startOfDay(today, zone)).toISOString();
      const startYesterday = new Date(startOfDay(addDays(today, -1), zone)).toISOString();
      const settings = await repository.settings(member.merchantId);
      const [{ rule, invitees, qualified, unpaidFriends, claimedMilestones }, code, currency] =
        await Promise.all([
          standing(memberId, settings),
          deps.codeOf(memberId),
          wallet.currencyOf(member.merchantId),
        ]);
      const [todayMinor, yesterdayMinor, totalMinor] = await Promise.all([
        repository.incomeBetween(memberId, startToday, null),
        repository.incomeBetween(memberId, startYesterday, startToday),
        repository.incomeBetween(memberId, null, null),
      ]);
      const money = (minor: bigint) => formatMinor(minor, currency.scale);
      const codeText = code ?? '';
      return {
        enabled: rule.enabled,
        code: codeText,
        registerPath: `${INVITE_REGISTER_PATH}?${INVITE_CODE_PARAM}=${encodeURIComponent(codeText)}`,
        today: money(todayMinor),
        yesterday: money(yesterdayMinor),
        total: money(totalMinor),
        invited: invitees.length,
        qualified: qualified.length,
        rules: {
          minFirstDeposit: money(rule.minFirstDepositMinor),
          minValidBet: money(rule.minValidBetMinor),
          friendReward: money(rule.friendRewardMinor),
        },
        friendRewards: {
          count: unpaidFriends.length,
          amount: money(rule.friendRewardMinor * BigInt(unpaidFriends.length)),
        },
        milestones: settings.milestones.map((m) => ({
          friends: m.friends,
          amount: money(m.rewardMinor),
          state: milestoneState(m.friends, qualified.length, claimedMilestones.has(m.friends)),
        })),
      };
    },

    async invitees(
      member: RewardMember,
      pageNum: number,
      pageSize: number | undefined,
    ): Promise<ReferralInviteesValue> {
      refuseTrial(member);
      const memberId = member.session.memberId;
      const { size, offset } = pageOf(pageNum, pageSize);
      const [settings, total, rows] = await Promise.all([
        repository.settings(member.merchantId),
        repository.inviteeCount(memberId),
        repository.inviteesPage(memberId, size, offset),
      ]);
      const rule = ruleOf(settings);
      return {
        content: rows.map((row) => ({
          name: maskName(row.username),
          joinedAt: row.joinedAt,
          qualified: qualifies(row, rule),
        })),
        pageNum,
        totalPages: Math.max(1, Math.ceil(total / size)),
        total,
      };
    },

    async income(
      member: RewardMember,
      pageNum: number,
      pageSize: number | undefined,
    ): Promise<ReferralIncomeValue> {
      refuseTrial(member);
      const memberId = member.session.memberId;
      const { size, offset } = pageOf(pageNum, pageSize);
      const [total, rows, { scale }] = await Promise.all([
        repository.incomeCount(memberId),
        repository.incomePage(memberId, size, offset),
        wallet.currencyOf(member.merchantId),
      ]);
      return {
        content: rows.map((row) => ({
          paidAt: row.paid_at,
          kind: row.kind === 'FRIEND' ? ('FRIEND' as const) : ('MILESTONE' as const),
          detail: row.kind === 'FRIEND' ? maskName(row.username ?? '') : String(row.ref),
          amount: formatMinor(toBigInt(row.amount_minor), scale),
        })),
        pageNum,
        totalPages: Math.max(1, Math.ceil(total / size)),
        total,
      };
    },

    async claim(member: RewardMember, input: ClaimReferralRewardRequest): Promise<ClaimReferralRewardValue> {
      refuseTrial(member);
      const { merchantId } = member;
      const memberId = member.session.memberId;
      await deps.guard.check({ memberId, action: 'claim', amountMinor: 0n, scale: 0 });
      // Said first, whatever else would refuse: a held member learns why nothing can be claimed.
      if (await repository.payoutsHeld(memberId)) throw new ApiError('PAYOUTS_ON_HOLD');
      const settings = await repository.settings(merchantId);
      const { rule, qualified, unpaidFriends, claimedMilestones } = await standing(memberId, settings);
      if (!rule.enabled) throw new ApiError('INVITE_CLOSED');
      let writes: InviteRewardWrite[];
      if (input.kind === 'FRIEND') {
        writes = unpaidFriends.map((friend) => ({
          kind: 'FRIEND',
          ref: friend.id,
          amountMinor: rule.friendRewardMinor,
          transferId: friendTransferId(memberId, friend.id),
        }));
      } else {
        const milestone = settings.milestones.find((m) => m.friends === input.friends);
        const state =
          milestone === undefined
            ? 'locked'
            : milestoneState(milestone.friends, qualified.length, claimedMilestones.has(milestone.friends));
        writes =
          milestone === undefined || state !== 'claimable' || milestone.rewardMinor === 0n
            ? []
            : [
                {
                  kind: 'MILESTONE',
                  ref: milestone.friends,
                  amountMinor: milestone.rewardMinor,
                  transferId: milestoneTransferId(memberId, milestone.friends),
                },
              ];
      }
      if (writes.length === 0) throw new ApiError('INVITE_REWARD_NOT_CLAIMABLE');
      const currency = await wallet.currencyOf(merchantId);
      const paid = await repository.pay(
        merchantId,
        memberId,
        currency.code,
        deps.now().toISOString(),
        writes,
        async (tx, write) => {
          // In the payment's transaction: no reward is paid after an operator held the payouts.
          await assertNotHeld(tx, memberId);
          await promotionsCredit(wallet.ledger, {
            id: write.transferId,
            merchantId,
            memberId,
            currency: currency.code,
            amount: write.amountMinor,
            reference:
              write.kind === 'FRIEND' ? `invite-friend:${write.ref}` : `invite-milestone:${write.ref}`,
            remark:
              write.kind === 'FRIEND'
                ? 'Invite friends: qualified friend'
                : `Invite friends: ${write.ref} friends`,
          })(tx);
        },
      );
      // Every payment was already made by a racing claim.
      if (paid === 0n) throw new ApiError('INVITE_REWARD_NOT_CLAIMABLE');
      const balance = await wallet.ledger.balance(merchantId, currency.code, memberWallet(memberId));
      return {
        amount: formatMinor(paid, currency.scale),
        sumBalance: formatMinor(balance.available, currency.scale),
      };
    },

    async opsSettings(merchantId: number): Promise<OpsInviteSettingsValue> {
      const [settings, { scale }] = await Promise.all([
        repository.settings(merchantId),
        wallet.currencyOf(merchantId),
      ]);
      return { ...shownSettings(settings, scale), updatedAt: settings.row?.updated_at ?? null };
    },

    async saveSettings(
      by: AuditActor,
      merchantId: number,
      input: OpsInviteSettingsRequest,
    ): Promise<OpsInviteSettingsValue> {
      const { scale } = await wallet.currencyOf(merchantId);
      const milestones = [...input.milestones]
        .sort((a, b) => a.friends - b.friends)
        .map((m, i) => ({
          friends: m.friends,
          rewardMinor: amountOrZeroMinor(m.amount, scale, `milestones.${i}.amount`),
        }));
      const saved = await repository.saveSettings(
        merchantId,
        {
          enabled: input.enabled,
          minFirstDepositMinor: amountOrZeroMinor(input.minFirstDeposit, scale, 'minFirstDeposit'),
          minValidBetMinor: amountOrZeroMinor(input.minValidBet, scale, 'minValidBet'),
          friendRewardMinor: amountOrZeroMinor(input.friendReward, scale, 'friendReward'),
          milestones,
        },
        deps.now().toISOString(),
        by,
        (settings) => shownSettings(settings, scale),
      );
      return { ...shownSettings(saved, scale), updatedAt: saved.row?.updated_at ?? null };
    },
  };
}

function shownSettings(settings: InviteSettings, scale: number) {
  const rule = ruleOf(settings);
  return {
    enabled: rule.enabled,
    minFirstDeposit: formatMinor(rule.minFirstDepositMinor, scale),
    minValidBet: formatMinor(rule.minValidBetMinor, scale),
    friendReward: formatMinor(rule.friendRewardMinor, scale),
    milestones: settings.milestones.map((m) => ({
      friends: m.friends,
      amount: formatMinor(m.rewardMinor, scale),
    })),
  };
}
