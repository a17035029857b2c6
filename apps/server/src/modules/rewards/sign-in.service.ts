/**
 * The daily sign-in. A member signs in once per calendar day of their own time zone (the zone the
 * lobby sends, as the records screens do) and is paid that streak day's reward at once, in plain
 * cash from the promotions house account. Day 1 follows a missed day or a finished day 7. A day not
 * later than the member's latest sign-in is refused, so changing zones never signs a day twice.
 * Trial members are refused (FREE_REJECT).
 */
import {
  type OpsSignInCalendarRequest,
  type OpsSignInCalendarValue,
  SIGN_IN_DAYS,
  type SignInCalendarValue,
  type SignInValue,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { AuditActor } from '../audit/repository.ts';
import { memberWallet } from '../wallet/accounts.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import { addDays, checkTimeZone, localDay } from '../wallet/zoned-days.ts';
import { type RewardServiceDeps, amountOrZeroMinor, promotionsCredit, refuseTrial } from './rules.ts';
import type { RewardMember } from './service.ts';
import type { SignInCalendarRow, SignInRepository } from './sign-in.repository.ts';

export type SignInServiceDeps = RewardServiceDeps<SignInRepository>;

export type SignInService = ReturnType<typeof createSignInService>;

/** The ledger transfer of one member's sign-in of one day: paid once. */
export const signInTransferId = (memberId: number, day: string) => `sign-in:${memberId}:${day}`;

function rewardsOf(row: SignInCalendarRow | undefined): bigint[] {
  if (row === undefined) return Array.from({ length: SIGN_IN_DAYS }, () => 0n);
  return [
    row.day1_minor,
    row.day2_minor,
    row.day3_minor,
    row.day4_minor,
    row.day5_minor,
    row.day6_minor,
    row.day7_minor,
  ].map((minor) => toBigInt(minor));
}

/** Today's streak day after the latest sign-in (undefined: never signed). */
function streakDayAfter(latest: { day: string; streak_day: number } | undefined, today: string): number {
  if (latest === undefined) return 1;
  if (latest.day >= today) return latest.streak_day;
  if (latest.day === addDays(today, -1)) return (latest.streak_day % SIGN_IN_DAYS) + 1;
  return 1;
}

export function createSignInService(deps: SignInServiceDeps) {
  const { repository, wallet } = deps;

  return {
    async calendar(member: RewardMember, timeZone: string | undefined): Promise<SignInCalendarValue> {
      refuseTrial(member);
      const zone = checkTimeZone(timeZone);
      const today = localDay(deps.now().getTime(), zone);
      const [row, latest, { scale }] = await Promise.all([
        repository.calendar(member.merchantId),
        repository.latest(member.session.memberId),
        wallet.currencyOf(member.merchantId),
      ]);
      const signedToday = latest !== undefined && latest.day >= today;
      const todayStreakDay = streakDayAfter(latest, today);
      // Signed in this cycle: the days before today's (and today's once signed).
      const signedThrough = signedToday ? todayStreakDay : todayStreakDay - 1;
      return {
        enabled: row?.enabled === 1,
        today,
        signedToday,
        todayStreakDay,
        days: rewardsOf(row).map((minor, i) => ({
          day: i + 1,
          amount: formatMinor(minor, scale),
          signed: i + 1 <= signedThrough,
        })),
      };
    },

    async signIn(member: RewardMember, timeZone: string | undefined): Promise<SignInValue> {
      refuseTrial(member);
      const { merchantId } = member;
      const memberId = member.session.memberId;
      await deps.guard.check({ memberId, action: 'claim', amountMinor: 0n, scale: 0 });
      const zone = checkTimeZone(timeZone);
      const now = deps.now();
      const today = localDay(now.getTime(), zone);
      const row = await repository.calendar(merchantId);
      if (row?.enabled !== 1) throw new ApiError('SIGN_IN_CLOSED');
      const latest = await repository.latest(memberId);
      if (latest !== undefined && latest.day >= today) throw new ApiError('SIGN_IN_ALREADY_TODAY');
      const streakDay = streakDayAfter(latest, today);
      const amount = rewardsOf(row)[streakDay - 1] ?? 0n;
      const currency = await wallet.currencyOf(merchantId);
      const transferId = amount > 0n ? signInTransferId(memberId, today) : null;
      const signed = await repository.signIn(
        {
          merchantId,
          memberId,
          day: today,
          streakDay,
          currency: currency.code,
          amountMinor: amount,
          transferId,
          signedAt: now.toISOString(),
        },
        transferId === null
          ? () => Promise.resolve()
          : promotionsCredit(wallet.ledger, {
              id: transferId,
              merchantId,
              memberId,
              currency: currency.code,
              amount,
              reference: `sign-in:${today}`,
              remark: `Daily sign-in, day ${streakDay}`,
            }),
      );
      if (!signed) throw new ApiError('SIGN_IN_ALREADY_TODAY');
      const balance = await wallet.ledger.balance(merchantId, currency.code, memberWallet(memberId));
      return {
        day: today,
        streakDay,
        amount: formatMinor(amount, currency.scale),
        sumBalance: formatMinor(balance.available, currency.scale),
      };
    },

    async opsCalendar(merchantId: number): Promise<OpsSignInCalendarValue> {
      const [row, { scale }] = await Promise.all([
        repository.calendar(merchantId),
        wallet.currencyOf(merchantId),
      ]);
      return {
        enabled: row?.enabled === 1,
        rewards: rewardsOf(row).map((minor) => formatMinor(minor, scale)),
        updatedAt: row?.updated_at ?? null,
      };
    },

    async saveCalendar(
      by: AuditActor,
      merchantId: number,
      input: OpsSignInCalendarRequest,
    ): Promise<OpsSignInCalendarValue> {
      const { scale } = await wallet.currencyOf(merchantId);
      const rewards = input.rewards.map((text, i) => amountOrZeroMinor(text, scale, `rewards.${i}`));
      const shown = (row: SignInCalendarRow | undefined) => ({
        enabled: row?.enabled === 1,
        rewards: rewardsOf(row).map((minor) => formatMinor(minor, scale)),
      });
      const row = await repository.saveCalendar(
        merchantId,
        input.enabled,
        rewards,
        deps.now().toISOString(),
        by,
        shown,
      );
      return { ...shown(row), updatedAt: row.updated_at };
    },
  };
}
