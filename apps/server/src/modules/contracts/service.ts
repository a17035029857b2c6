/**
 * Agent contracts: offers, decisions and what both parties see (docs/agent-contracts.md).
 *
 * Only agents (types 1, 2, 41, 42) offer, only to a direct downline (depth 1 in the referral tree),
 * and only within their own active, unsuspended contract of the same kind (tiers.ts). Trials are
 * refused everything. One open contract per (downline, kind): the `open_slot` unique index. Every
 * decision is one conditional UPDATE on the status it expects, so racing decisions resolve to one.
 * Accepting starts the contract with the period after the current one. Asking to end pays through
 * the current period; the other side confirming ends it at once (the current period is not paid).
 */
import {
  CONTRACT_PAGE_SIZE,
  type ContractAction,
  type ContractKind,
  type ContractPayout,
  type ContractPayoutStatus,
  type ContractPayoutsValue,
  type ContractPeriod,
  type ContractRole,
  type ContractStatus,
  type DividendPeriod,
  MemberType,
  decimalToMinor,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import type { MembersRepository } from '../accounts/members.repository.ts';
import { AGENT_TYPES } from '../agents/links.service.ts';
import { isDirectDownline, uplineOf } from '../referrals/tree.repository.ts';
import { formatMinor, toBigInt } from '../wallet/money.ts';
import type { WalletService } from '../wallet/service.ts';
import { addDays, parseDay, startOfDay } from '../wallet/zoned-days.ts';
import { nextPeriod, periodAt, previousPeriod } from './periods.ts';
import { type ContractRepository, type ContractRow, type PayoutRow, openSlot } from './repository.ts';
import { type Tier, maxBpsOf, payoutOf, tiersOf, tiersText, withinCeiling } from './tiers.ts';

export interface ContractsDeps {
  readonly db: Db;
  readonly members: MembersRepository;
  readonly repository: ContractRepository;
  readonly wallet: Pick<WalletService, 'currencyOf'>;
  readonly now: () => Date;
}

export interface ContractCaller {
  readonly merchantId: number;
  readonly session: Session | null;
}

/** A contract as either party sees it; tiers in the stored generic form (min, bps) as decimal strings. */
export interface ContractView {
  readonly contractId: number;
  readonly kind: ContractKind;
  readonly period: ContractPeriod;
  readonly status: ContractStatus;
  readonly suspended: boolean;
  readonly suspendReason: string | null;
  readonly role: ContractRole;
  readonly upline: { memberId: number; username: string } | null;
  readonly downline: { memberId: number; username: string };
  readonly offeredAt: string;
  readonly decidedAt: string | null;
  readonly startPeriod: string | null;
  readonly lastPeriod: string | null;
  readonly endRequestedBy: ContractRole | null;
  readonly endedAt: string | null;
  readonly timeZone: string;
  readonly tiers: { min: string; bps: number }[];
}

export interface OfferInput {
  readonly downlineId: number;
  readonly period: ContractPeriod;
  readonly tiers: readonly { min: string; bps: number }[];
}

export interface CurrentView {
  readonly contract: ContractView | null;
  readonly periodKey: string | null;
  readonly from: string | null;
  readonly to: string | null;
  readonly base: string;
  readonly threshold: string | null;
  readonly bps: number;
  readonly amount: string;
  readonly timeZone: string;
}

/** The period a kind settles on: fixed for salaries, chosen for dividends. */
export const periodForKind = (kind: ContractKind, dividendPeriod?: DividendPeriod): ContractPeriod =>
  kind === 'DAILY_SALARY' ? 'DAILY' : kind === 'HOURLY_SALARY' ? 'HOURLY' : (dividendPeriod ?? 'MONTHLY');

/** The period's base: valid bet volume for salaries, stakes − payouts (net loss) for dividends. */
export const baseOf = (
  kind: ContractKind,
  figures: { betMinor: bigint; validMinor: bigint; winMinor: bigint },
) => (kind === 'DIVIDEND' ? figures.betMinor - figures.winMinor : figures.validMinor);

const iso = (ms: number) => new Date(ms).toISOString();

export type ContractsService = ReturnType<typeof createContractsService>;

export function createContractsService(deps: ContractsDeps) {
  const repo = deps.repository;

  async function memberOf(caller: ContractCaller) {
    if (caller.session === null) throw new ApiError('NOT_LOGGED_IN');
    const member = await deps.members.byId(caller.merchantId, caller.session.memberId);
    if (member === undefined || member.disabled === 1) throw new ApiError('SESSION_ENDED');
    if (member.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
    return member;
  }

  async function views(rows: readonly ContractRow[], memberId: number | null, zone: string, scale: number) {
    const names = await repo.usernames(
      rows.flatMap((row) => [row.downline_id, ...(row.upline_id === null ? [] : [row.upline_id])]),
    );
    return rows.map((row) => viewOf(row, memberId, names, zone, scale));
  }

  function viewOf(
    row: ContractRow,
    memberId: number | null,
    names: Map<number, string>,
    zone: string,
    scale: number,
  ): ContractView {
    return {
      contractId: row.id,
      kind: row.kind as ContractKind,
      period: row.period as ContractPeriod,
      status: row.status as ContractStatus,
      suspended: row.suspended_at !== null,
      suspendReason: row.suspend_reason,
      role: memberId !== null && row.upline_id === memberId ? 'UPLINE' : 'DOWNLINE',
      upline:
        row.upline_id === null ? null : { memberId: row.upline_id, username: names.get(row.upline_id) ?? '' },
      downline: { memberId: row.downline_id, username: names.get(row.downline_id) ?? '' },
      offeredAt: row.offered_at,
      decidedAt: row.decided_at,
      startPeriod: row.start_period,
      lastPeriod: row.last_period,
      endRequestedBy: row.end_requested_by as ContractRole | null,
      endedAt: row.ended_at,
      timeZone: zone,
      tiers: tiersOf(row.tiers).map((tier) => ({ min: formatMinor(tier.min, scale), bps: tier.bps })),
    };
  }

  /** The most a member may offer of a kind: its own active, unsuspended contract's highest tier. */
  async function ceilingOf(memberId: number, kind: ContractKind): Promise<number | null> {
    const own = (await repo.openOf(memberId, kind, 'DOWNLINE')).find(
      (row) => row.status === 'ACTIVE' && row.suspended_at === null,
    );
    return own === undefined ? null : maxBpsOf(tiersOf(own.tiers));
  }

  function parseTiers(tiers: OfferInput['tiers'], scale: number): Tier[] {
    return tiers.map((tier, i) => {
      const min = decimalToMinor(tier.min, scale);
      if (min === null || min < 0n) throw new ApiError('AMOUNT_TOO_PRECISE', { field: `tiers.${i}` });
      return { min, bps: tier.bps };
    });
  }

  async function insertOffer(
    merchantId: number,
    uplineId: number | null,
    kind: ContractKind,
    input: OfferInput,
    tiers: readonly Tier[],
  ): Promise<number> {
    const at = deps.now().toISOString();
    const id = await repo.insert({
      merchant_id: merchantId,
      kind,
      period: input.period,
      upline_id: uplineId,
      downline_id: input.downlineId,
      status: 'PENDING',
      tiers: tiersText(tiers),
      open_slot: openSlot(input.downlineId, kind),
      offered_at: at,
      updated_at: at,
    });
    if (id === null) throw new ApiError('CONTRACT_EXISTS');
    return id;
  }

  async function contractView(
    merchantId: number,
    id: number,
    memberId: number | null,
  ): Promise<ContractView> {
    const row = await repo.byId(merchantId, id);
    if (row === undefined) throw new ApiError('CONTRACT_NOT_FOUND');
    const [zone, { scale }] = await Promise.all([
      repo.timeZone(merchantId),
      deps.wallet.currencyOf(merchantId),
    ]);
    const [view] = await views([row], memberId, zone, scale);
    if (view === undefined) throw new ApiError('CONTRACT_NOT_FOUND');
    return view;
  }

  function payoutView(
    row: PayoutRow,
    memberId: number,
    names: Map<number, string>,
    scale: number,
  ): ContractPayout {
    const role: ContractRole = row.upline_id === memberId ? 'UPLINE' : 'DOWNLINE';
    const other = role === 'UPLINE' ? row.downline_id : row.upline_id;
    return {
      contractId: row.contract_id,
      kind: row.kind as ContractKind,
      periodKey: row.period_key,
      from: row.period_from,
      to: row.period_to,
      role,
      counterparty: other === null ? null : (names.get(other) ?? ''),
      base: formatMinor(toBigInt(row.base_minor), scale),
      threshold: formatMinor(toBigInt(row.threshold_minor), scale),
      bps: row.bps,
      amount: formatMinor(toBigInt(row.amount_minor), scale),
      status: row.status as ContractPayoutStatus,
      settledAt: row.settled_at,
      paidAt: row.paid_at,
    };
  }

  return {
    async info(caller: ContractCaller, kind: ContractKind) {
      const member = await memberOf(caller);
      const [zone, { scale }, asDownline, asUpline, ceiling] = await Promise.all([
        repo.timeZone(caller.merchantId),
        deps.wallet.currencyOf(caller.merchantId),
        repo.openOf(member.id, kind, 'DOWNLINE'),
        repo.openOf(member.id, kind, 'UPLINE'),
        ceilingOf(member.id, kind),
      ]);
      const agent = AGENT_TYPES.includes(member.type);
      const shown = await views([...asDownline.slice(0, 1), ...asUpline], member.id, zone, scale);
      const own = asDownline.length > 0;
      return {
        asDownline: own ? (shown[0] ?? null) : null,
        asUpline: own ? shown.slice(1) : shown,
        canOffer: agent && ceiling !== null,
        maxBps: agent ? ceiling : null,
        timeZone: zone,
      };
    },

    async offer(caller: ContractCaller, kind: ContractKind, input: OfferInput): Promise<ContractView> {
      const member = await memberOf(caller);
      if (!AGENT_TYPES.includes(member.type)) throw new ApiError('AGENT_ONLY');
      if (!(await isDirectDownline(deps.db, member.id, input.downlineId))) {
        throw new ApiError('CONTRACT_DOWNLINE_NOT_DIRECT', { field: 'downlineId' });
      }
      const { scale } = await deps.wallet.currencyOf(caller.merchantId);
      const tiers = parseTiers(input.tiers, scale);
      const ceiling = await ceilingOf(member.id, kind);
      if (ceiling === null) throw new ApiError('CONTRACT_NO_OWN');
      if (!withinCeiling(tiers, ceiling))
        throw new ApiError('CONTRACT_ABOVE_UPLINE', { field: 'tiers', max: ceiling });
      const id = await insertOffer(caller.merchantId, member.id, kind, input, tiers);
      return contractView(caller.merchantId, id, member.id);
    },

    /** The house offers a top agent (no upline) a contract; the operator's route audits it. */
    async offerFromHouse(merchantId: number, kind: ContractKind, input: OfferInput): Promise<ContractView> {
      const downline = await deps.members.byId(merchantId, input.downlineId);
      if (downline === undefined || !AGENT_TYPES.includes(downline.type))
        throw new ApiError('AGENT_ONLY', { field: 'downlineId' });
      if ((await uplineOf(deps.db, downline.id)).length > 0)
        throw new ApiError('CONTRACT_NOT_TOP_AGENT', { field: 'downlineId' });
      const { scale } = await deps.wallet.currencyOf(merchantId);
      const id = await insertOffer(merchantId, null, kind, input, parseTiers(input.tiers, scale));
      return contractView(merchantId, id, null);
    },

    async process(
      caller: ContractCaller,
      kind: ContractKind,
      contractId: number,
      action: ContractAction,
    ): Promise<ContractView> {
      const member = await memberOf(caller);
      const row = await repo.byId(caller.merchantId, contractId);
      if (
        row === undefined ||
        row.kind !== kind ||
        (row.upline_id !== member.id && row.downline_id !== member.id)
      ) {
        throw new ApiError('CONTRACT_NOT_FOUND');
      }
      const role: ContractRole = row.upline_id === member.id ? 'UPLINE' : 'DOWNLINE';
      const period = row.period as ContractPeriod;
      const nowMs = deps.now().getTime();
      const at = iso(nowMs);
      const zone = await repo.timeZone(caller.merchantId);
      const current = periodAt(period, nowMs, zone);
      const refuse = () => new ApiError('CONTRACT_ACTION_NOT_ALLOWED', { status: row.status, action });
      let moved = false;
      switch (action) {
        case 'ACCEPT': {
          if (role !== 'DOWNLINE') throw refuse();
          const start = nextPeriod(period, current.key, zone);
          moved = await repo.transition(row.id, ['PENDING'], {
            status: 'ACTIVE',
            start_period: start.key,
            next_period: start.key,
            next_due_at: iso(start.to),
            decided_at: at,
            updated_at: at,
          });
          break;
        }
        case 'REJECT':
        case 'CANCEL':
          if (role !== (action === 'REJECT' ? 'DOWNLINE' : 'UPLINE')) throw refuse();
          moved = await repo.transition(row.id, ['PENDING'], {
            status: action === 'REJECT' ? 'REJECTED' : 'CANCELLED',
            open_slot: null,
            decided_at: at,
            ended_at: at,
            updated_at: at,
          });
          break;
        case 'REQUEST_END': {
          // Not started yet (accepted in this period): nothing to pay, it ends at once.
          const unstarted = row.start_period !== null && current.key < row.start_period;
          moved = await repo.transition(
            row.id,
            ['ACTIVE'],
            unstarted
              ? {
                  status: 'ENDED',
                  open_slot: null,
                  end_requested_by: role,
                  last_period: current.key,
                  next_period: null,
                  next_due_at: null,
                  ended_at: at,
                  updated_at: at,
                }
              : { status: 'END_REQUESTED', end_requested_by: role, last_period: current.key, updated_at: at },
          );
          break;
        }
        case 'CONFIRM_END': {
          if (row.end_requested_by === role) throw refuse();
          const last = previousPeriod(period, current.key, zone).key;
          const done = row.next_period === null || row.next_period > last;
          moved = await repo.transition(row.id, ['END_REQUESTED'], {
            status: 'ENDED',
            open_slot: null,
            last_period: last,
            ...(done ? { next_period: null, next_due_at: null } : {}),
            ended_at: at,
            updated_at: at,
          });
          break;
        }
      }
      if (!moved) throw refuse();
      return contractView(caller.merchantId, row.id, member.id);
    },

    /** What waits for my decision: offers to me, and ends the other side asked for. */
    async requests(caller: ContractCaller, kind: ContractKind): Promise<{ content: ContractView[] }> {
      const member = await memberOf(caller);
      const [zone, { scale }, asDownline, asUpline] = await Promise.all([
        repo.timeZone(caller.merchantId),
        deps.wallet.currencyOf(caller.merchantId),
        repo.openOf(member.id, kind, 'DOWNLINE'),
        repo.openOf(member.id, kind, 'UPLINE'),
      ]);
      const waiting = [
        ...asDownline.filter(
          (row) =>
            row.status === 'PENDING' || (row.status === 'END_REQUESTED' && row.end_requested_by === 'UPLINE'),
        ),
        ...asUpline.filter((row) => row.status === 'END_REQUESTED' && row.end_requested_by === 'DOWNLINE'),
      ];
      return { content: await views(waiting, member.id, zone, scale) };
    },

    async history(
      caller: ContractCaller,
      kind: ContractKind,
      input: {
        role: 'ALL' | ContractRole;
        startDate?: string | undefined;
        endDate?: string | undefined;
        pageNum: number;
        pageSize: number;
      },
    ): Promise<ContractPayoutsValue> {
      const member = await memberOf(caller);
      const [zone, { scale }] = await Promise.all([
        repo.timeZone(caller.merchantId),
        deps.wallet.currencyOf(caller.merchantId),
      ]);
      const day = (value: string | undefined) =>
        value === undefined || parseDay(value) === null ? null : value;
      const start = day(input.startDate);
      const end = day(input.endDate);
      const size = Math.min(input.pageSize, CONTRACT_PAGE_SIZE);
      const { rows, total } = await repo.payouts({
        memberId: member.id,
        kind,
        role: input.role,
        from: start === null ? null : iso(startOfDay(start, zone)),
        to: end === null ? null : iso(startOfDay(addDays(end, 1), zone)),
        offset: (input.pageNum - 1) * size,
        limit: size,
      });
      const names = await repo.usernames(
        rows.flatMap((row) => [row.downline_id, ...(row.upline_id === null ? [] : [row.upline_id])]),
      );
      return {
        content: rows.map((row) => payoutView(row, member.id, names, scale)),
        pageNum: input.pageNum,
        totalPages: Math.ceil(total / size),
        total,
        timeZone: zone,
      };
    },

    /** My own active contract's period in progress (as the downline) and what it would pay so far. */
    async current(caller: ContractCaller, kind: ContractKind): Promise<CurrentView> {
      const member = await memberOf(caller);
      const [zone, { scale }, open] = await Promise.all([
        repo.timeZone(caller.merchantId),
        deps.wallet.currencyOf(caller.merchantId),
        repo.openOf(member.id, kind, 'DOWNLINE'),
      ]);
      const row = open.find((c) => c.status !== 'PENDING');
      const nowMs = deps.now().getTime();
      const none = {
        contract: null,
        periodKey: null,
        from: null,
        to: null,
        base: formatMinor(0n, scale),
        threshold: null,
        bps: 0,
        amount: formatMinor(0n, scale),
        timeZone: zone,
      };
      if (row === undefined) return none;
      const [contract] = await views([row], member.id, zone, scale);
      const period = periodAt(row.period as ContractPeriod, nowMs, zone);
      if (row.start_period !== null && period.key < row.start_period)
        return { ...none, contract: contract ?? null };
      const figures = await repo.teamFigures(row.downline_id, iso(period.from), iso(nowMs + 1));
      const base = baseOf(kind, figures);
      const pay = payoutOf(tiersOf(row.tiers), base);
      return {
        contract: contract ?? null,
        periodKey: period.key,
        from: iso(period.from),
        to: iso(period.to),
        base: formatMinor(base, scale),
        threshold: pay.tier === null ? null : formatMinor(pay.tier.min, scale),
        bps: pay.tier?.bps ?? 0,
        amount: formatMinor(row.suspended_at === null ? pay.amount : 0n, scale),
        timeZone: zone,
      };
    },

    /**
     * The home screen's contract check (spec 4): per kind, the id of the oldest offer waiting for
     * the member's answer, as a string (the lobby opens that kind's contract screen), or null.
     */
    async pendingChecks(session: Session | null) {
      const none = { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null };
      if (session === null || session.type === MemberType.TRIAL) return none;
      const pending = await repo.pendingFor(session.memberId);
      const first = (kind: ContractKind) => {
        const row = pending.find((p) => p.kind === kind);
        return row === undefined ? null : String(row.id);
      };
      return {
        dailysalreqtype: first('DAILY_SALARY'),
        divtypecompperiodreq: first('DIVIDEND'),
        contracthoursalreq: first('HOURLY_SALARY'),
      };
    },

    contractView,

    /** Contracts as the operator sees them (no caller's side: role DOWNLINE). */
    async operatorViews(merchantId: number, rows: readonly ContractRow[]): Promise<ContractView[]> {
      const [zone, { scale }] = await Promise.all([
        repo.timeZone(merchantId),
        deps.wallet.currencyOf(merchantId),
      ]);
      return views(rows, null, zone, scale);
    },
  };
}
