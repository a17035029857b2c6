/**
 * VIP levels. A member's level is the highest level whose thresholds (settled valid bets and
 * approved deposits over the level's period) they meet; level 0 needs nothing. The level is
 * recomputed whenever it is read, from the betting record and the deposits alone, so computing it
 * twice gives the same answer. Each level whose thresholds the member meets pays its upgrade bonus
 * (plain cash from the promotions house account) once per member and level ever, so a level passed
 * on the way pays too, and one that falls away and is reached again does not pay twice.
 * Trial members are refused (FREE_REJECT).
 */
import {
  type Language,
  type OpsVipLevel,
  type OpsVipLevelRequest,
  type PlayerRankProgressValue,
  type VipLevelView,
  type VipProgressItem,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../audit/repository.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import { type RewardServiceDeps, amountOrZeroMinor, promotionsCredit, refuseTrial } from './rules.ts';
import type { RewardMember } from './service.ts';
import { type VipLevelRow, type VipRepository, vipLevelRowOf } from './vip.repository.ts';

export type VipServiceDeps = RewardServiceDeps<VipRepository>;

export type VipService = ReturnType<typeof createVipService>;

/** The ledger transfer of one member's upgrade bonus of one level: paid once ever. */
export const vipUpgradeTransferId = (memberId: number, level: number) => `vip-upgrade:${memberId}:${level}`;

const DAY_MS = 86_400_000;

/** Level 0 when the operator has not named it. */
function defaultLevel(merchantId: number): VipLevelRow {
  return {
    merchant_id: merchantId,
    level: 0,
    name_en: 'VIP 0',
    name_ur: 'VIP 0',
    perks_en: '',
    perks_ur: '',
    min_valid_bet_minor: 0,
    min_deposit_minor: 0,
    period_days: null,
    upgrade_bonus_minor: 0,
    cashback_bps: 0,
    updated_at: '',
  };
}

interface Totals {
  readonly validBet: bigint;
  readonly deposit: bigint;
}

export function createVipService(deps: VipServiceDeps) {
  const { repository, wallet } = deps;

  function view(row: VipLevelRow, scale: number, language: Language): VipLevelView {
    return {
      level: row.level,
      name: language === 'UR' ? row.name_ur : row.name_en,
      perks: language === 'UR' ? row.perks_ur : row.perks_en,
      cashbackBps: row.cashback_bps,
      upgradeBonus: formatMinor(toBigInt(row.upgrade_bonus_minor), scale),
    };
  }

  function opsView(row: VipLevelRow, scale: number): OpsVipLevel {
    const money = (minor: string | number | bigint) => formatMinor(toBigInt(minor), scale);
    return {
      level: row.level,
      name: { EN: row.name_en, UR: row.name_ur },
      perks: { EN: row.perks_en, UR: row.perks_ur },
      minValidBet: money(row.min_valid_bet_minor),
      minDeposit: money(row.min_deposit_minor),
      periodDays: row.period_days,
      upgradeBonus: money(row.upgrade_bonus_minor),
      cashbackBps: row.cashback_bps,
      updatedAt: row.updated_at,
    };
  }

  /** The member's totals over each period the levels use, read once per period. */
  function totalsReader(memberId: number, nowMs: number) {
    const cache = new Map<number | null, Promise<Totals>>();
    return (periodDays: number | null): Promise<Totals> => {
      let found = cache.get(periodDays);
      if (found === undefined) {
        const since = periodDays === null ? null : new Date(nowMs - periodDays * DAY_MS).toISOString();
        found = Promise.all([
          repository.validBets(memberId, since),
          repository.deposits(memberId, since),
        ]).then(([validBet, deposit]) => ({ validBet, deposit }));
        cache.set(periodDays, found);
      }
      return found;
    };
  }

  const meets = (row: VipLevelRow, totals: Totals) =>
    totals.validBet >= toBigInt(row.min_valid_bet_minor) && totals.deposit >= toBigInt(row.min_deposit_minor);

  /** Levels in order with level 0 always present. */
  async function ladder(merchantId: number): Promise<VipLevelRow[]> {
    const rows = await repository.levels(merchantId);
    return rows[0]?.level === 0 ? rows : [defaultLevel(merchantId), ...rows];
  }

  return {
    async progress(member: RewardMember, language: Language): Promise<PlayerRankProgressValue> {
      refuseTrial(member);
      const { merchantId } = member;
      const memberId = member.session.memberId;
      const nowMs = deps.now().getTime();
      const levels = await ladder(merchantId);
      const totals = totalsReader(memberId, nowMs);
      let current = levels[0] ?? defaultLevel(merchantId);
      const reached: VipLevelRow[] = [];
      for (const row of levels) {
        if (row.level > 0 && meets(row, await totals(row.period_days))) {
          current = row;
          reached.push(row);
        }
      }
      const currency = await wallet.currencyOf(merchantId);

      // Every level whose thresholds are met pays its bonus once ever; racing readers insert one claim.
      // An excluded member is given nothing: the bonus waits until the exclusion is over.
      const claimed = await repository.claimedLevels(memberId);
      const paid: { level: number; amount: string }[] = [];
      const payable = reached.length > 0 && !(await deps.guard.excluded(memberId)) ? reached : [];
      for (const row of payable) {
        const bonus = toBigInt(row.upgrade_bonus_minor);
        if (bonus <= 0n || claimed.has(row.level)) continue;
        const transferId = vipUpgradeTransferId(memberId, row.level);
        const inserted = await repository.payUpgrade(
          {
            merchantId,
            memberId,
            level: row.level,
            currency: currency.code,
            amountMinor: bonus,
            transferId,
            paidAt: new Date(nowMs).toISOString(),
          },
          promotionsCredit(wallet.ledger, {
            id: transferId,
            merchantId,
            memberId,
            currency: currency.code,
            amount: bonus,
            reference: `vip:${row.level}`,
            remark: `VIP ${row.level} upgrade bonus`,
          }),
        );
        if (inserted) paid.push({ level: row.level, amount: formatMinor(bonus, currency.scale) });
      }
      await repository.setClubLabel(memberId, String(current.level));

      const next = levels.find((row) => row.level > current.level) ?? null;
      const progress: VipProgressItem[] = [];
      if (next !== null) {
        const t = await totals(next.period_days);
        const item = (kind: VipProgressItem['kind'], have: bigint, need: bigint): VipProgressItem => ({
          kind,
          periodDays: next.period_days,
          current: formatMinor(have, currency.scale),
          required: formatMinor(need, currency.scale),
        });
        const bet = toBigInt(next.min_valid_bet_minor);
        const deposit = toBigInt(next.min_deposit_minor);
        if (bet > 0n) progress.push(item('VALID_BET', t.validBet, bet));
        if (deposit > 0n) progress.push(item('DEPOSIT', t.deposit, deposit));
      }
      return {
        current: view(current, currency.scale, language),
        next: next === null ? null : view(next, currency.scale, language),
        progress,
        paid,
      };
    },

    async levels(merchantId: number): Promise<OpsVipLevel[]> {
      const { scale } = await wallet.currencyOf(merchantId);
      return (await repository.levels(merchantId)).map((row) => opsView(row, scale));
    },

    async save(by: AuditActor, merchantId: number, level: number, input: OpsVipLevelRequest) {
      const { scale } = await wallet.currencyOf(merchantId);
      // Level 0 is everyone's: it has no thresholds and no upgrade bonus.
      const zeroIfBase = (text: string) => (level === 0 ? 0n : amountOrZeroMinor(text, scale, 'amount'));
      const write = {
        merchantId,
        level,
        nameEn: input.name.EN,
        nameUr: input.name.UR,
        perksEn: input.perks.EN,
        perksUr: input.perks.UR,
        minValidBetMinor: zeroIfBase(input.minValidBet),
        minDepositMinor: zeroIfBase(input.minDeposit),
        periodDays: level === 0 ? null : input.periodDays,
        upgradeBonusMinor: zeroIfBase(input.upgradeBonus),
        cashbackBps: input.cashbackBps,
        updatedAt: deps.now().toISOString(),
      };
      const shownRow = (row: VipLevelRow) => {
        const { updatedAt: _, ...rest } = opsView(row, scale);
        return rest;
      };
      const after = vipLevelRowOf(write);
      await repository.save(write, by, (before) => ({
        before: before === undefined ? null : shownRow(before),
        after: shownRow(after),
      }));
      return opsView(after, scale);
    },

    async remove(by: AuditActor, merchantId: number, level: number): Promise<{ level: number }> {
      const { scale } = await wallet.currencyOf(merchantId);
      const removed = await repository.remove(merchantId, level, by, deps.now().toISOString(), (row) =>
        opsView(row, scale),
      );
      if (!removed) throw new ApiError('VIP_LEVEL_NOT_FOUND');
      return { level };
    },
  };
}
