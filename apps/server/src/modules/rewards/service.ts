/**
 * The reward centre's rules: operators issue a reward to one member; the member lists what is
 * claimable (the count feeds the home badge), claims it once (credited from the promotions house
 * account through the ledger) and sees the claim history. Trial members (type 4) are refused
 * (FREE_REJECT): trial play never touches real promotions.
 */
import {
  type ClaimPromotionValue,
  type ClaimedPromotionsValue,
  type Language,
  MemberType,
  type OpsIssueRewardRequest,
  type RewardItem,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import type { AuditActor } from '../audit/repository.ts';
import { HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
import { formatMinor, parseAmount, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import type { ProtectionGuard } from '../protection/guard.ts';
import type { RewardRow, RewardsRepository } from './repository.ts';

export interface RewardsServiceDeps {
  readonly repository: RewardsRepository;
  readonly wallet: Pick<WalletService, 'ledger' | 'currencyOf'>;
  /** Player protection: an excluded member claims nothing. */
  readonly guard: Pick<ProtectionGuard, 'check'>;
  readonly now: () => Date;
}

export interface RewardMember {
  readonly merchantId: number;
  readonly session: Session;
}

export type RewardsService = ReturnType<typeof createRewardsService>;

/** The ledger transfer of a reward's claim: one id per reward, so the ledger credits it once. */
export const rewardTransferId = (rewardId: number) => `reward:${rewardId}`;

export function createRewardsService(deps: RewardsServiceDeps) {
  const { repository, wallet } = deps;
  const nowIso = () => deps.now().toISOString();

  function refuseTrial(member: RewardMember): void {
    if (member.session.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
  }

  async function item(row: RewardRow, language: Language): Promise<RewardItem> {
    const { scale } = await wallet.currencyOf(row.merchant_id);
    return {
      rewardId: row.id,
      title: language === 'UR' ? row.title_ur : row.title_en,
      amount: formatMinor(toBigInt(row.amount_minor), scale),
      expiresAt: row.expires_at,
      turnoverNote: row.turnover_note,
      issuedAt: row.issued_at,
    };
  }

  /** Why a claim updated nothing: someone else's or unknown (not found), claimed, or expired. */
  function refusal(row: RewardRow | undefined, memberId: number): ApiError {
    if (row === undefined || row.member_id !== memberId) return new ApiError('REWARD_NOT_FOUND');
    if (row.claimed_at !== null) return new ApiError('REWARD_ALREADY_CLAIMED');
    return new ApiError('REWARD_EXPIRED');
  }

  return {
    /** `merchantId`: the operator's merchant; a member of another one answers as unknown. */
    async issue(
      by: AuditActor,
      input: OpsIssueRewardRequest,
      merchantId: number | null = null,
    ): Promise<{ rewardId: number }> {
      const member = await repository.member(input.memberId);
      if (
        member === undefined ||
        member.type === MemberType.TRIAL ||
        (merchantId !== null && member.merchant_id !== merchantId)
      ) {
        throw new ApiError('REWARD_MEMBER_NOT_FOUND');
      }
      const currency = await wallet.currencyOf(member.merchant_id);
      const parsed = parseAmount(input.amount, currency.scale);
      if (!parsed.ok) throw new ApiError(parsed.code, { field: 'amount' });
      const issuedAt = nowIso();
      // Stored in one ISO form so expiry compares as text on both databases.
      const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt).toISOString();
      const write = {
        merchantId: member.merchant_id,
        memberId: member.id,
        currency: currency.code,
        amountMinor: parsed.minor,
        titleEn: input.title.EN,
        titleUr: input.title.UR ?? input.title.EN,
        turnoverNote: input.turnoverNote === '' ? null : input.turnoverNote,
        expiresAt,
        issuedAt,
      };
      const rewardId = await repository.issue(write, by, {
        memberId: member.id,
        username: member.username,
        amount: formatMinor(parsed.minor, currency.scale),
        title: { EN: write.titleEn, UR: write.titleUr },
        expiresAt,
        turnoverNote: write.turnoverNote,
      });
      return { rewardId };
    },

    async available(member: RewardMember, language: Language) {
      refuseTrial(member);
      const rows = await repository.claimable(member.merchantId, member.session.memberId, nowIso());
      const list = await Promise.all(rows.map((row) => item(row, language)));
      return { list, unclaimed: list.length };
    },

    async claim(member: RewardMember, rewardId: number): Promise<ClaimPromotionValue> {
      refuseTrial(member);
      const { merchantId } = member;
      const memberId = member.session.memberId;
      await deps.guard.check({ memberId, action: 'claim', amountMinor: 0n, scale: 0 });
      const row = await repository.byId(merchantId, rewardId);
      if (row === undefined || row.member_id !== memberId) throw refusal(undefined, memberId);
      const claimedAt = nowIso();
      const transferId = rewardTransferId(rewardId);
      const claimed = await repository.claim(
        { id: rewardId, merchantId, memberId, now: claimedAt, transferId },
        async (tx) => {
          await wallet.ledger.transfer(
            {
              id: transferId,
              merchantId,
              currency: row.currency,
              debit: houseAccount(HouseAccount.PROMOTIONS),
              credit: memberWallet(memberId),
              amount: toBigInt(row.amount_minor),
              code: 'PROMOTION',
              reference: String(rewardId),
              remark: row.title_en.slice(0, 255),
            },
            tx,
          );
        },
      );
      if (!claimed) throw refusal(await repository.byId(merchantId, rewardId), memberId);
      const { scale } = await wallet.currencyOf(merchantId);
      const balance = await wallet.ledger.balance(merchantId, row.currency, memberWallet(memberId));
      return {
        rewardId,
        amount: formatMinor(toBigInt(row.amount_minor), scale),
        claimedAt,
        sumBalance: formatMinor(balance.available, scale),
      };
    },

    async history(
      member: RewardMember,
      page: { pageNo: number; pageSize: number },
      language: Language,
    ): Promise<ClaimedPromotionsValue> {
      refuseTrial(member);
      const { total, rows } = await repository.claimedPage(
        member.merchantId,
        member.session.memberId,
        (page.pageNo - 1) * page.pageSize,
        page.pageSize,
      );
      const list = await Promise.all(
        rows.map(async (row) => ({ ...(await item(row, language)), claimedAt: row.claimed_at ?? '' })),
      );
      return {
        list,
        pageNum: page.pageNo,
        totalPages: Math.max(1, Math.ceil(total / page.pageSize)),
        total,
      };
    },
  };
}
