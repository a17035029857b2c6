/**
 * Player limits for the member: read my limits with their usage and pending changes, and
 * set, lower, raise or remove one. The rules are limits.ts's; every change is one transaction that
 * writes the limit and its history row together. The guard (guard.ts) enforces them.
 */
import type { MyLimitsValue, PlayerLimit, SetLimitRequest, SetLimitValue } from '@openlobby/contract';
import type { Currency } from '../wallet/context.ts';
import { formatMinor } from '../wallet/money.ts';
import type { RewardMember } from '../rewards/service.ts';
import { amountOrZeroMinor, refuseTrial } from '../rewards/rules.ts';
import { limitsInForce, stateOf } from './guard.ts';
import { NO_LIMIT, changeLimit, headroom, stateAt } from './limits.ts';
import type { PlayerLimitRow, ProtectionRepository } from './repository.ts';

export interface ProtectionServiceDeps {
  readonly repository: ProtectionRepository;
  readonly currencyOf: (merchantId: number) => Promise<Currency>;
  readonly now: () => Date;
}

/** Who changed a limit, for the history. */
const MEMBER = 'MEMBER';

export type ProtectionService = ReturnType<typeof createProtectionService>;

export function createProtectionService(deps: ProtectionServiceDeps) {
  const { repository } = deps;

  async function view(
    member: { readonly merchantId: number; readonly memberId: number },
    rows: readonly PlayerLimitRow[],
    now: Date,
  ): Promise<MyLimitsValue> {
    const currency = await deps.currencyOf(member.merchantId);
    const { memberId } = member;
    const { limits, sessionStartedAt } = await limitsInForce(repository, rows, memberId, now);
    const write = (kind: string, minor: bigint) =>
      kind === 'SESSION' ? minor.toString() : formatMinor(minor, currency.scale);
    const shown: PlayerLimit[] = [];
    for (const row of rows) {
      const state = stateAt(stateOf(row), now);
      if (state.amount === null && state.pending === null) continue;
      const inForce = limits.find((limit) => limit.kind === row.kind && limit.period === row.period);
      shown.push({
        kind: row.kind as PlayerLimit['kind'],
        period: row.period as PlayerLimit['period'],
        amount: state.amount === null ? null : write(row.kind, state.amount),
        used: write(row.kind, inForce?.used ?? 0n),
        left: inForce === undefined ? null : write(row.kind, headroom(inForce)),
        pending:
          state.pending === null
            ? null
            : {
                amount: state.pending.amount === null ? null : write(row.kind, state.pending.amount),
                appliesAt: state.pending.at,
              },
      });
    }
    return { currency: currency.code, limits: shown, sessionStartedAt };
  }

  return {
    async myLimits(member: RewardMember): Promise<MyLimitsValue> {
      refuseTrial(member);
      const now = deps.now();
      const memberId = member.session.memberId;
      return view({ merchantId: member.merchantId, memberId }, await repository.limits(memberId), now);
    },

    /** A member's limits as the member sees them, for the back office. */
    async limitsOf(merchantId: number, memberId: number): Promise<MyLimitsValue> {
      return view({ merchantId, memberId }, await repository.limits(memberId), deps.now());
    },

    /** Lower or new: at once; raise or removal: pending for 24 hours (limits.ts). */
    async setLimit(member: RewardMember, input: SetLimitRequest): Promise<SetLimitValue> {
      refuseTrial(member);
      const currency = await deps.currencyOf(member.merchantId);
      const requested =
        input.amount === null
          ? null
          : input.kind === 'SESSION'
            ? BigInt(input.amount)
            : amountOrZeroMinor(input.amount, currency.scale, 'amount');
      const memberId = member.session.memberId;
      const now = deps.now();
      const stamp = now.toISOString();
      const change = await repository.transaction(async (tx) => {
        const rows = await repository.limits(memberId, tx);
        const row = rows.find((r) => r.kind === input.kind && r.period === input.period);
        const result = changeLimit(row === undefined ? NO_LIMIT : stateOf(row), requested, now);
        await repository.save(tx, {
          merchantId: member.merchantId,
          memberId,
          kind: input.kind,
          period: input.period,
          amount: result.after.amount,
          pending: result.after.pending,
          now: stamp,
        });
        await repository.recordChange(tx, {
          merchantId: member.merchantId,
          memberId,
          kind: input.kind,
          period: input.period,
          changedBy: MEMBER,
          oldMinor: result.before.amount,
          newMinor: requested,
          appliesAt: result.appliesAt,
          createdAt: stamp,
        });
        return result;
      });
      const value = await view(
        { merchantId: member.merchantId, memberId },
        await repository.limits(memberId),
        now,
      );
      return { ...value, appliesAt: change.appliesAt, immediate: change.immediate };
    },
  };
}
