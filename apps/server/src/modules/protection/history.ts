/**
 * Account history (UKGC RTS 1B/1C): the member's last ACCOUNT_HISTORY_MONTHS calendar
 * months (UTC), newest first, each with approved deposits, approved or paid withdrawals, stakes,
 * wins and net (wins minus stakes), months without activity included; and the lifetime net deposit
 * (deposits minus withdrawals, ever). Three grouped indexed reads for the months, two for lifetime.
 */
import { ACCOUNT_HISTORY_MONTHS, type AccountHistoryValue } from '@openlobby/contract';
import type { Currency } from '../wallet/context.ts';
import { formatMinor } from '../wallet/money.ts';
import type { RewardMember } from '../rewards/service.ts';
import { refuseTrial } from '../rewards/rules.ts';
import type { RealityRepository } from './reality.repository.ts';

/** The `count` months (YYYY-MM, UTC) ending with `now`'s, newest first, and the first one's start. */
export function historyMonths(now: Date, count: number): { months: string[]; since: string } {
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(first.toISOString().slice(0, 7));
  }
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1)).toISOString();
  return { months, since };
}

export interface HistoryServiceDeps {
  readonly reality: RealityRepository;
  readonly currencyOf: (merchantId: number) => Promise<Currency>;
  readonly now: () => Date;
}

export type HistoryService = ReturnType<typeof createHistoryService>;

export function createHistoryService(deps: HistoryServiceDeps) {
  return {
    async accountHistory(member: RewardMember): Promise<AccountHistoryValue> {
      refuseTrial(member);
      const memberId = member.session.memberId;
      const { months, since } = historyMonths(deps.now(), ACCOUNT_HISTORY_MONTHS);
      const [currency, sums, lifetime] = await Promise.all([
        deps.currencyOf(member.merchantId),
        deps.reality.months(memberId, since),
        deps.reality.lifetime(memberId),
      ]);
      const money = (minor: bigint) => formatMinor(minor, currency.scale);
      return {
        currency: currency.code,
        months: months.map((month) => {
          const sum = sums.get(month) ?? { deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n };
          return {
            month,
            deposits: money(sum.deposits),
            withdrawals: money(sum.withdrawals),
            stakes: money(sum.stakes),
            wins: money(sum.wins),
            net: money(sum.wins - sum.stakes),
          };
        }),
        lifetimeNetDeposit: money(lifetime.deposits - lifetime.withdrawals),
        lifetimeDeposits: money(lifetime.deposits),
        lifetimeWithdrawals: money(lifetime.withdrawals),
      };
    },
  };
}
