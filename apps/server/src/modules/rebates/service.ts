/**
 * Cashback, the rebate engine.
 *
 * A period is one calendar day in the merchant's time zone (the zone the operator's daily reports
 * use): one zone for every member, so a period means the same instants for the member, the
 * operator's liability and the claim's unique key, and no device setting can shift or repeat one.
 * A period's cashback counts the member's bet records SETTLED in it (status settled, by settled_at):
 * a record settled after midnight belongs to the next period, so an ended period's figures never
 * change and nothing is counted twice or dropped. Cancelled and unsettled records never count.
 * A period can be claimed once it has ended, for REBATE_CLAIM_DAYS days (then it expires unclaimed),
 * at the member's effective rates at claim time (member-rates.ts); each product's amount is
 * floor(valid bets × rate / 10000) and the claim pays the sum when it reaches the operator's minimum.
 * One claim per member and period: the claim's primary key and the ledger transfer
 * `rebate:<member>:<period>` (from the REBATES house account to the member's cash wallet, code REBATE).
 * Trial members are refused (FREE_REJECT).
 */
import {
  type ClaimRebateValue,
  type ClaimableRebatePeriod,
  type ClaimableRebateValue,
  type OpsRebateLiabilityValue,
  type OpsRebateSettingsRequest,
  type OpsRebateSettingsValue,
  REBATE_CLAIM_DAYS,
  REBATE_MAX_BPS,
  REBATE_PRODUCTS,
  type RebateHistoryRange,
  type RebateHistoryValue,
  type RebateProduct,
  type RebateProductLine,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import { assertNotHeld } from '../agents/payouts.repository.ts';
import type { AuditActor } from '../audit/repository.ts';
import { amountOrZeroMinor, refuseTrial } from '../rewards/rules.ts';
import type { RewardMember } from '../rewards/service.ts';
import { HouseAccount, houseAccount, memberWallet } from '../wallet/accounts.ts';
import { applyBasisPoints, formatMinor, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import type { ProtectionGuard } from '../protection/guard.ts';
import { addDays, localDay, startOfDay } from '../wallet/zoned-days.ts';
import { effectiveRates } from './member-rates.ts';
import { type ProductRates, productOf } from './products.ts';
import type { RebateRepository, RebateSettingRow, ValidBetRow } from './repository.ts';

export interface RebateServiceDeps {
  readonly db: Db;
  readonly repository: RebateRepository;
  readonly wallet: Pick<WalletService, 'ledger' | 'currencyOf'>;
  /** Player protection: an excluded member claims nothing. */
  readonly guard: Pick<ProtectionGuard, 'check'>;
  readonly now: () => Date;
}

export type RebateService = ReturnType<typeof createRebateService>;

/** The ledger transfer of one member's cashback of one period: paid once. */
export const rebateTransferId = (memberId: number, period: string) => `rebate:${memberId}:${period}`;

/** One product's line of a period, in minor units. */
interface Line {
  readonly product: RebateProduct;
  readonly validMinor: bigint;
  readonly rateBps: number;
  readonly amountMinor: bigint;
}

/** Valid bets per product (from per-game-type rows) and the amounts at `rates`. */
export function periodLines(rows: readonly ValidBetRow[], rates: ProductRates): Line[] {
  const valid = new Map<RebateProduct, bigint>();
  for (const row of rows) {
    const product = productOf(row.gameType);
    if (product === null) continue;
    valid.set(product, (valid.get(product) ?? 0n) + row.validMinor);
  }
  return REBATE_PRODUCTS.filter((product) => (valid.get(product) ?? 0n) > 0n).map((product) => {
    const validMinor = valid.get(product) ?? 0n;
    return {
      product,
      validMinor,
      rateBps: rates[product],
      amountMinor: applyBasisPoints(validMinor, rates[product]),
    };
  });
}

const totalOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.amountMinor, 0n);

interface StoredLine {
  readonly product: RebateProduct;
  readonly valid: string;
  readonly bps: number;
  readonly amount: string;
}

function settingOf(row: RebateSettingRow | undefined) {
  return { enabled: row?.enabled === 1, minClaimMinor: toBigInt(row?.min_claim_minor ?? 0) };
}

export function createRebateService(deps: RebateServiceDeps) {
  const { repository, wallet } = deps;

  /** A period's bounds as UTC ISO instants. */
  const bounds = (period: string, zone: string) => ({
    from: new Date(startOfDay(period, zone)).toISOString(),
    to: new Date(startOfDay(addDays(period, 1), zone)).toISOString(),
  });

  /** The ended periods still claimable, newest first: yesterday back REBATE_CLAIM_DAYS days. */
  const openPeriods = (today: string) =>
    Array.from({ length: REBATE_CLAIM_DAYS }, (_, i) => addDays(today, -(i + 1)));

  async function memberLines(memberId: number, period: string, zone: string, rates: ProductRates) {
    const { from, to } = bounds(period, zone);
    return periodLines(await repository.memberValidBets(memberId, from, to), rates);
  }

  const lineView = (line: Line, scale: number): RebateProductLine => ({
    product: line.product,
    validBet: formatMinor(line.validMinor, scale),
    rateBps: line.rateBps,
    amount: formatMinor(line.amountMinor, scale),
  });

  async function opsSettings(merchantId: number): Promise<OpsRebateSettingsValue> {
    const [settingRow, rates, levels, zone, { scale }] = await Promise.all([
      repository.setting(merchantId),
      repository.rates(merchantId),
      repository.vipLevels(merchantId),
      repository.timeZone(merchantId),
      wallet.currencyOf(merchantId),
    ]);
    const setting = settingOf(settingRow);
    const ladder =
      levels[0]?.level === 0
        ? levels
        : [{ level: 0, name_en: 'VIP 0', name_ur: 'VIP 0', cashback_bps: 0 }, ...levels];
    const set = new Map(rates.map((r) => [`${r.product}:${r.vip_level}`, r.rate_bps]));
    return {
      enabled: setting.enabled,
      minimum: formatMinor(setting.minClaimMinor, scale),
      timeZone: zone,
      levels: ladder.map((l) => ({
        level: l.level,
        name: { EN: l.name_en, UR: l.name_ur },
        cashbackBps: l.cashback_bps,
      })),
      rates: ladder.flatMap((l) =>
        REBATE_PRODUCTS.map((product) => {
          const own = set.get(`${product}:${l.level}`);
          return {
            product,
            vipLevel: l.level,
            rateBps: own ?? Math.min(l.cashback_bps, REBATE_MAX_BPS),
            set: own !== undefined,
          };
        }),
      ),
      updatedAt: settingRow?.updated_at ?? null,
    };
  }

  return {
    opsSettings,

    async claimable(member: RewardMember): Promise<ClaimableRebateValue> {
      refuseTrial(member);
      const { merchantId } = member;
      const memberId = member.session.memberId;
      const [zone, settingRow, currency, rates] = await Promise.all([
        repository.timeZone(merchantId),
        repository.setting(merchantId),
        wallet.currencyOf(merchantId),
        effectiveRates(deps.db, merchantId, memberId),
      ]);
      const setting = settingOf(settingRow);
      const today = localDay(deps.now().getTime(), zone);
      const periods = openPeriods(today);
      const claimed = await repository.claimedPeriods(memberId, periods.at(-1) ?? today);
      const shown: ClaimableRebatePeriod[] = [];
      let total = 0n;
      if (setting.enabled) {
        for (const period of periods) {
          if (claimed.has(period)) continue;
          const lines = await memberLines(memberId, period, zone, rates);
          if (lines.length === 0) continue;
          const sum = totalOf(lines);
          total += sum;
          shown.push({
            period,
            products: lines.map((line) => lineView(line, currency.scale)),
            total: formatMinor(sum, currency.scale),
            claimable: sum > 0n && sum >= setting.minClaimMinor,
          });
        }
      }
      return {
        enabled: setting.enabled,
        minimum: formatMinor(setting.minClaimMinor, currency.scale),
        timeZone: zone,
        rates: REBATE_PRODUCTS.map((product) => ({ product, rateBps: rates[product] })),
        periods: shown,
        total: formatMinor(total, currency.scale),
      };
    },

    async claim(member: RewardMember, period: string): Promise<ClaimRebateValue> {
      refuseTrial(member);
      const { merchantId } = member;
      const memberId = member.session.memberId;
      await deps.guard.check({ memberId, action: 'claim', amountMinor: 0n, scale: 0 });
      // Said first, whatever else would refuse: a held member learns why nothing can be claimed.
      await assertNotHeld(deps.db, memberId);
      const [zone, settingRow, currency] = await Promise.all([
        repository.timeZone(merchantId),
        repository.setting(merchantId),
        wallet.currencyOf(merchantId),
      ]);
      const setting = settingOf(settingRow);
      if (!setting.enabled) throw new ApiError('REBATE_CLOSED');
      const now = deps.now();
      const today = localDay(now.getTime(), zone);
      if (!openPeriods(today).includes(period))
        throw new ApiError('REBATE_NOT_CLAIMABLE', { field: 'period' });
      const rates = await effectiveRates(deps.db, merchantId, memberId);
      const lines = await memberLines(memberId, period, zone, rates);
      const amount = totalOf(lines);
      if (amount <= 0n || amount < setting.minClaimMinor) throw new ApiError('REBATE_BELOW_MINIMUM');
      const transferId = rebateTransferId(memberId, period);
      const detail: StoredLine[] = lines.map((line) => ({
        product: line.product,
        valid: line.validMinor.toString(),
        bps: line.rateBps,
        amount: line.amountMinor.toString(),
      }));
      const paid = await repository.claim(
        {
          merchantId,
          memberId,
          period,
          currency: currency.code,
          amountMinor: amount,
          detail: JSON.stringify(detail),
          transferId,
          claimedAt: now.toISOString(),
        },
        async (tx) => {
          // In the claim's transaction: no claim commits after an operator held the payouts.
          await assertNotHeld(tx, memberId);
          await wallet.ledger.transfer(
            {
              id: transferId,
              merchantId,
              currency: currency.code,
              debit: houseAccount(HouseAccount.REBATES),
              credit: memberWallet(memberId),
              amount,
              code: 'REBATE',
              reference: `rebate:${period}`,
              remark: `Cashback ${period}`,
            },
            tx,
          );
        },
      );
      if (!paid) throw new ApiError('REBATE_NOT_CLAIMABLE', { field: 'period' });
      const balance = await wallet.ledger.balance(merchantId, currency.code, memberWallet(memberId));
      return {
        period,
        amount: formatMinor(amount, currency.scale),
        sumBalance: formatMinor(balance.available, currency.scale),
      };
    },

    async history(member: RewardMember, range: RebateHistoryRange): Promise<RebateHistoryValue> {
      refuseTrial(member);
      const { merchantId } = member;
      const [zone, currency] = await Promise.all([
        repository.timeZone(merchantId),
        wallet.currencyOf(merchantId),
      ]);
      const today = localDay(deps.now().getTime(), zone);
      const back = range === 'TODAY' ? 0 : range === 'WEEK' ? 6 : 29;
      const since = new Date(startOfDay(addDays(today, -back), zone)).toISOString();
      const rows = await repository.claims(member.session.memberId, since);
      let total = 0n;
      const content = rows.map((row) => {
        const amount = toBigInt(row.amount_minor);
        total += amount;
        const stored = JSON.parse(row.detail) as StoredLine[];
        return {
          period: row.period,
          claimedAt: row.claimed_at,
          amount: formatMinor(amount, currency.scale),
          products: stored.map((line) => ({
            product: line.product,
            validBet: formatMinor(BigInt(line.valid), currency.scale),
            rateBps: line.bps,
            amount: formatMinor(BigInt(line.amount), currency.scale),
          })),
        };
      });
      return { content, total: formatMinor(total, currency.scale) };
    },

    async saveSettings(
      by: AuditActor,
      merchantId: number,
      input: OpsRebateSettingsRequest,
    ): Promise<OpsRebateSettingsValue> {
      const { scale } = await wallet.currencyOf(merchantId);
      const minClaimMinor = amountOrZeroMinor(input.minimum, scale, 'minimum');
      await repository.saveSettings(
        merchantId,
        { enabled: input.enabled, minClaimMinor, rates: input.rates },
        deps.now().toISOString(),
        by,
        (row, rates) => ({
          enabled: row?.enabled === 1,
          minimum: formatMinor(toBigInt(row?.min_claim_minor ?? 0), scale),
          rates: rates.map((r) => `${r.product}@${r.vipLevel}=${r.rateBps}`),
        }),
      );
      return opsSettings(merchantId);
    },

    /**
     * The outstanding liability: every member's unclaimed cashback over the open periods at their
     * current rates, counting only periods that reach the minimum (what members could claim now);
     * and what claims paid per period over the last 30 days.
     */
    async liability(merchantId: number): Promise<OpsRebateLiabilityValue> {
      const [zone, settingRow, currency] = await Promise.all([
        repository.timeZone(merchantId),
        repository.setting(merchantId),
        wallet.currencyOf(merchantId),
      ]);
      const setting = settingOf(settingRow);
      const today = localDay(deps.now().getTime(), zone);
      const ratesOf = new Map<number, Promise<ProductRates>>();
      const rates = (memberId: number) => {
        let found = ratesOf.get(memberId);
        if (found === undefined) {
          found = effectiveRates(deps.db, merchantId, memberId);
          ratesOf.set(memberId, found);
        }
        return found;
      };
      let outstanding = 0n;
      const members = new Set<number>();
      if (setting.enabled) {
        for (const period of openPeriods(today)) {
          const { from, to } = bounds(period, zone);
          const rows = await repository.unclaimedValidBets(merchantId, period, from, to);
          const byMember = new Map<number, ValidBetRow[]>();
          for (const row of rows) byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
          for (const [memberId, memberRows] of byMember) {
            const sum = totalOf(periodLines(memberRows, await rates(memberId)));
            if (sum > 0n && sum >= setting.minClaimMinor) {
              outstanding += sum;
              members.add(memberId);
            }
          }
        }
      }
      const paid = await repository.paidPerPeriod(merchantId, addDays(today, -30));
      return {
        currency: currency.code,
        outstanding: formatMinor(outstanding, currency.scale),
        outstandingMembers: members.size,
        paid: paid.map((p) => ({
          day: p.period,
          amount: formatMinor(p.totalMinor, currency.scale),
          claims: p.claims,
        })),
      };
    },
  };
}
