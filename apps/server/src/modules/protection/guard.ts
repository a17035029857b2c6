/**
 * The one place that answers "may this member do this now?" for player protection. Today it
 * answers for the member's time-out or self-exclusion first (exclusion.ts: every action is refused
 * while one is in force, bonus claims included) and then for their own limits (deposit, loss,
 * wager, session time); verification is meant to join here, so every
 * money path keeps calling this one function.
 *
 * Wins, rollbacks and withdrawals never come here: a limit never refuses them.
 *
 * Cost: a member without exclusions or limits costs one statement (repository.probe: an index probe
 * of `player_exclusion` and of `player_limit`'s primary-key prefix) and nothing else (no usage is
 * read); the exclusions in force and the limit rows are read only when the probe found some. Under
 * a limit, the probe is no lock: the rows are locked and read again below, as before. With limits that the action meets, the guard locks the member's rows
 * (see repository.lock) and reads usage with one indexed query per kind.
 *
 * Concurrency: a bet is checked inside the transaction that takes its stake (seamless bet, lottery
 * order), after locking the member's limit rows. Two bets of one member therefore check one after
 * the other: the second waits for the first to commit and then sees its bet record, just as the
 * ledger's guard sees the balance. A conditional UPDATE could not express "the sum over a rolling
 * window plus this stake stays under each limit", which is why the rows are locked instead.
 * Deposit requests are checked before their row is written (their money moves only at approval).
 */
import {
  LIMIT_ERROR_CODE,
  LIMIT_PERIOD_MS,
  type LimitKind,
  MONEY_LIMIT_PERIODS,
  type MoneyLimitPeriod,
} from '@openlobby/contract';
import { ApiError } from '../../platform/api-error.ts';
import type { Tx } from '../wallet/ledger.repository.ts';
import { formatMinor } from '../wallet/money.ts';
import {
  type LimitInForce,
  type LimitState,
  headroom,
  headroomReturnsAt,
  netLoss,
  refusingLimit,
  stateAt,
  windowStart,
} from './limits.ts';
import type { ExclusionRepository } from './exclusion.repository.ts';
import { exclusionInForce, exclusionRefusal } from './exclusion.ts';
import { type PlayerLimitRow, type ProtectionRepository, orNull } from './repository.ts';

/** claim: a bonus, reward, rebate or invite reward (only an exclusion refuses it). */
export type GuardedAction = 'deposit' | 'bet' | 'launch' | 'claim';

/** The kinds of limit each action meets. */
const KINDS: Readonly<Record<GuardedAction, readonly LimitKind[]>> = {
  deposit: ['DEPOSIT'],
  bet: ['LOSS', 'WAGER', 'SESSION'],
  launch: ['SESSION'],
  claim: [],
};

export interface GuardCheck {
  readonly memberId: number;
  readonly action: GuardedAction;
  /** The stake or deposit in minor units (0 for a launch). */
  readonly amountMinor: bigint;
  /** The member's currency scale, to write the refusal's amounts. */
  readonly scale: number;
  /** The transaction that moves the money, when there is one (bets). */
  readonly tx?: Tx | undefined;
  readonly at?: Date | undefined;
}

/** A stored row as the pure rules read it. */
export function stateOf(row: PlayerLimitRow): LimitState {
  return {
    amount: orNull(row.amount_minor),
    pending:
      row.pending_set === 1 && row.pending_at !== null
        ? { amount: orNull(row.pending_minor), at: row.pending_at }
        : null,
  };
}

const isMoneyPeriod = (period: string): period is MoneyLimitPeriod =>
  (MONEY_LIMIT_PERIODS as readonly string[]).includes(period);

/** Each row's limit in force at `now` with its usage (rows without a limit in force are left out). */
export async function limitsInForce(
  repository: ProtectionRepository,
  rows: readonly PlayerLimitRow[],
  memberId: number,
  now: Date,
  tx?: Tx,
): Promise<{ limits: LimitInForce[]; sessionStartedAt: string | null }> {
  const live = rows
    .map((row) => ({ row, amount: stateAt(stateOf(row), now).amount }))
    .filter((entry): entry is { row: PlayerLimitRow; amount: bigint } => entry.amount !== null);
  const starts = MONEY_LIMIT_PERIODS.map((period) => windowStart(period, now).toISOString());
  const needs = (kinds: readonly string[]) => live.some((entry) => kinds.includes(entry.row.kind));
  const [deposits, bets, sessionStartedAt] = await Promise.all([
    needs(['DEPOSIT']) ? repository.deposits(tx, memberId, starts) : null,
    needs(['LOSS', 'WAGER']) ? repository.bets(tx, memberId, starts) : null,
    needs(['SESSION']) ? repository.sessionStart(tx, memberId, now.toISOString()) : null,
  ]);
  const limits = live.map(({ row, amount }): LimitInForce => {
    const kind = row.kind as LimitKind;
    let used = 0n;
    if (kind === 'SESSION') {
      used =
        sessionStartedAt === null
          ? 0n
          : BigInt(Math.floor((now.getTime() - Date.parse(sessionStartedAt)) / 60_000));
    } else if (isMoneyPeriod(row.period)) {
      const i = MONEY_LIMIT_PERIODS.indexOf(row.period);
      if (kind === 'DEPOSIT') used = deposits?.[i] ?? 0n;
      else if (kind === 'WAGER') used = bets?.stakes[i] ?? 0n;
      else used = netLoss(bets?.stakes[i] ?? 0n, bets?.wins[i] ?? 0n);
    }
    return { kind, period: row.period as LimitInForce['period'], limit: amount, used };
  });
  return { limits, sessionStartedAt };
}

/** Rows read to tell when headroom returns; a busier window answers `until: null`. */
const UNTIL_ROWS = 2_000;

export type ProtectionGuard = ReturnType<typeof createProtectionGuard>;

export function createProtectionGuard(deps: {
  readonly repository: ProtectionRepository;
  readonly exclusions: ExclusionRepository;
  readonly now: () => Date;
}) {
  const { repository } = deps;

  /**
   * Throws the exclusion's error (TIME_OUT_ACTIVE, SELF_EXCLUDED, ...) while one is in force, else the
   * limit's error (DEPOSIT_LIMIT_REACHED, ...) when a limit refuses the action.
   */
  async function check(input: GuardCheck): Promise<void> {
    const kinds = KINDS[input.action];
    const now = input.at ?? deps.now();
    // One read tells whether there is anything to look at (most members have neither).
    const probed = await repository.probe(input.memberId, input.tx);
    // A time-out or self-exclusion refuses every guarded action, whatever the limits say.
    if (probed.exclusions) {
      const excluded = exclusionInForce(
        await deps.exclusions.inForce(input.memberId, now.toISOString(), input.tx),
      );
      if (excluded !== null) throw exclusionRefusal(excluded, now);
    }
    if (kinds.length === 0 || !probed.limits) return;
    let rows = (await repository.limits(input.memberId, input.tx)).filter((row) =>
      kinds.includes(row.kind as LimitKind),
    );
    if (rows.length === 0) return;
    if (input.tx !== undefined) {
      await repository.lock(input.tx, input.memberId, kinds, now.toISOString());
      // Read again under the lock: a change committed meanwhile is the one that counts.
      rows = (await repository.limits(input.memberId, input.tx)).filter((row) =>
        kinds.includes(row.kind as LimitKind),
      );
    }
    const { limits } = await limitsInForce(repository, rows, input.memberId, now, input.tx);
    const session = limits.find((limit) => limit.kind === 'SESSION');
    // A session that has lasted longer than its limit refuses launches and bets (whatever the stake).
    if (session !== undefined && session.used >= session.limit) {
      throw new ApiError(LIMIT_ERROR_CODE.SESSION, {
        kind: 'SESSION',
        period: 'SESSION',
        limit: session.limit.toString(),
        left: '0',
        until: null,
      });
    }
    const refusing = refusingLimit(
      limits.filter((limit) => limit.kind !== 'SESSION'),
      input.amountMinor,
    );
    if (refusing === null) return;
    throw new ApiError(LIMIT_ERROR_CODE[refusing.kind], {
      kind: refusing.kind,
      period: refusing.period,
      limit: formatMinor(refusing.limit, input.scale),
      left: formatMinor(headroom(refusing), input.scale),
      until: await until(refusing, input, now),
    });
  }

  /** When the refusing limit has room for the amount again (null when unknown or never). */
  async function until(limit: LimitInForce, input: GuardCheck, now: Date): Promise<string | null> {
    if (limit.kind === 'SESSION' || !isMoneyPeriod(limit.period)) return null;
    const start = windowStart(limit.period, now).toISOString();
    const rows = await repository.usageRows(input.tx, limit.kind, input.memberId, start, UNTIL_ROWS);
    if (rows.length >= UNTIL_ROWS) return null;
    const periodMs = LIMIT_PERIOD_MS[limit.period];
    return headroomReturnsAt(rows, limit.limit, input.amountMinor, periodMs, limit.kind === 'LOSS');
  }

  /**
   * Whether a time-out or self-exclusion is in force: for what is given rather than asked for (a VIP
   * level's upgrade bonus), which waits instead of being refused.
   */
  async function excluded(memberId: number): Promise<boolean> {
    const now = deps.now();
    return exclusionInForce(await deps.exclusions.inForce(memberId, now.toISOString())) !== null;
  }

  return { check, excluded };
}
