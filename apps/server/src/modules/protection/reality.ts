/**
 * Reality checks (UKGC RTS 13): the interval a member chose (stored on the server, so
 * every device follows it) and the figures the lobby's dialog shows over a game: when the login
 * session began, the server's clock, and the stakes, wins and net result (wins minus stakes) of the
 * bets placed since then. The lobby counts the intervals from `startedAt`, so a reload does not
 * restart them. Reads: the interval by primary key, the session's start (member_session), and one
 * indexed sum over `bet_record (member_id, placed_at)`.
 */
import type {
  MySessionValue,
  RealityCheckMinutes,
  SetRealityCheckRequest,
  SetRealityCheckValue,
} from '@openlobby/contract';
import { REALITY_CHECK_MINUTES } from '@openlobby/contract';
import type { Currency } from '../wallet/context.ts';
import { formatMinor } from '../wallet/money.ts';
import type { RewardMember } from '../rewards/service.ts';
import { refuseTrial } from '../rewards/rules.ts';
import type { RealityRepository } from './reality.repository.ts';
import type { ProtectionRepository } from './repository.ts';

export interface RealityServiceDeps {
  readonly protection: ProtectionRepository;
  readonly reality: RealityRepository;
  readonly currencyOf: (merchantId: number) => Promise<Currency>;
  readonly now: () => Date;
}

/** A stored interval as the contract names it (an unknown value reads as off). */
export function intervalOf(stored: number): RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(stored) ? (stored as RealityCheckMinutes) : 0;
}

export type RealityService = ReturnType<typeof createRealityService>;

export function createRealityService(deps: RealityServiceDeps) {
  return {
    async mySession(member: RewardMember): Promise<MySessionValue> {
      refuseTrial(member);
      const memberId = member.session.memberId;
      const now = deps.now().toISOString();
      const [currency, startedAt, interval] = await Promise.all([
        deps.currencyOf(member.merchantId),
        deps.protection.sessionStart(undefined, memberId, now),
        deps.reality.interval(memberId),
      ]);
      const bets = startedAt === null ? null : await deps.protection.bets(undefined, memberId, [startedAt]);
      const stakes = bets?.stakes[0] ?? 0n;
      const wins = bets?.wins[0] ?? 0n;
      return {
        currency: currency.code,
        startedAt,
        now,
        stakes: formatMinor(stakes, currency.scale),
        wins: formatMinor(wins, currency.scale),
        net: formatMinor(wins - stakes, currency.scale),
        intervalMinutes: intervalOf(interval),
      };
    },

    async setRealityCheck(
      member: RewardMember,
      input: SetRealityCheckRequest,
    ): Promise<SetRealityCheckValue> {
      refuseTrial(member);
      const memberId = member.session.memberId;
      await deps.reality.setInterval(member.merchantId, memberId, input.minutes, deps.now().toISOString());
      return { intervalMinutes: intervalOf(await deps.reality.interval(memberId)) };
    },
  };
}
