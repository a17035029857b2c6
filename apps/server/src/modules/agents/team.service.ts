/**
 * The agent centre's team calls (contract agents/team.ts). Only agents (member types 1, 2, 41, 42)
 * get answers: a trial account hears FREE_REJECT, any other member AGENT_ONLY. A member outside
 * the agent's team is DOWNLINE_NOT_FOUND, whether it exists or not, so no other team leaks.
 *
 * Periods are days of the merchant's time zone (the daily reports' days): TODAY, YESTERDAY, WEEK
 * (Monday to today), MONTH (the 1st to today), CUSTOM (at most TEAM_RANGE_MAX_DAYS days). Figures
 * are read from the stored day rows (team-stats.repository.ts), never by scanning the team.
 *
 * Direct registration: an agent registers a member or an agent directly under itself, with the
 * registration's username and password rules (the merchant's, accounts/rules.ts) and its unique
 * username. Agents of both levels may create both kinds; an internal agent (41, 42) creates
 * internal accounts (40 member, 41 agent), any other agent real ones (0 member, 1 agent).
 */
import {
  DOWNLINE_KINDS,
  type DownlineKind,
  type DownlineValue,
  type DownlinesValue,
  type GlobalRebateSettingsValue,
  MemberType,
  REBATE_PRODUCTS,
  type RatesValue,
  type RebateProduct,
  type RegisterDownlineValue,
  type SubordinatesValue,
  TEAM_RANGE_MAX_DAYS,
  type TeamBettingValue,
  type TeamFigures,
  type TeamKpiAValue,
  type TeamKpiBValue,
  type TeamPeriod,
  type TeamPnlValue,
  type AgentQuotaValue,
} from '@openlobby/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Session } from '../../platform/session.ts';
import { checkedBirthDate } from '../accounts/age.ts';
import { createChallengesRepository } from '../accounts/challenges.repository.ts';
import { emptyMember } from '../accounts/login.ts';
import { createMembersRepository } from '../accounts/members.repository.ts';
import { checkCredentials, claimingUsername } from '../accounts/registration-checks.ts';
import { hashPassword } from '../accounts/secrets.ts';
import { effectiveRates, operatorRates, setMemberRates } from '../rebates/member-rates.ts';
import type { ProductRates } from '../rebates/products.ts';
import { isDirectDownline } from '../referrals/tree.repository.ts';
import { formatMinor } from '../wallet/money.ts';
import { addDays, localDay, parseDay } from '../wallet/zoned-days.ts';
import { type DayRow, NON_BET, memberRows, sumRows, teamRows } from './team-stats.repository.ts';
import { type DownlineRecord, createTeamRepository } from './team.repository.ts';

const AGENT_TYPES: ReadonlySet<number> = new Set([
  MemberType.AGENT,
  MemberType.AGENT_SENIOR,
  MemberType.INTERNAL_AGENT,
  MemberType.INTERNAL_AGENT_SENIOR,
]);

export interface AgentCaller {
  readonly merchantId: number;
  readonly session: Session | null;
}

export interface PeriodInput {
  readonly period: TeamPeriod;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
}

export interface TeamServiceDeps {
  readonly db: Db;
  readonly currencyOf: (merchantId: number) => Promise<{ readonly scale: number }>;
  readonly now: () => Date;
}

interface Agent {
  readonly merchantId: number;
  readonly id: number;
  readonly type: number;
}

/** The agent behind a call, or the refusal a non-agent hears. */
export function agentOf(caller: AgentCaller): Agent {
  const session = caller.session;
  if (session === null) throw new ApiError('NOT_LOGGED_IN');
  if (session.type === MemberType.TRIAL) throw new ApiError('FREE_REJECT');
  if (!AGENT_TYPES.has(session.type)) throw new ApiError('AGENT_ONLY');
  return { merchantId: caller.merchantId, id: session.memberId, type: session.type };
}

/** The days of a period in `zone` at `now` (first and last, inclusive). */
export function periodDays(
  input: PeriodInput,
  zone: string,
  now: Date,
): { startDate: string; endDate: string } {
  const today = localDay(now.getTime(), zone);
  switch (input.period) {
    case 'TODAY':
      return { startDate: today, endDate: today };
    case 'YESTERDAY': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'WEEK': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return { startDate: addDays(today, -((weekday + 6) % 7)), endDate: today };
    }
    case 'MONTH':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'CUSTOM': {
      const start = input.startDate === undefined ? null : parseDay(input.startDate);
      const end = input.endDate === undefined ? null : parseDay(input.endDate);
      if (
        start === null ||
        end === null ||
        end < start ||
        (end - start) / 86_400_000 + 1 > TEAM_RANGE_MAX_DAYS
      ) {
        throw new ApiError('TEAM_RANGE_INVALID', { field: 'startDate' });
      }
      return { startDate: input.startDate ?? '', endDate: input.endDate ?? '' };
    }
  }
}

type Sums = ReturnType<typeof sumRows>;

function figuresOf(sums: Sums, scale: number): TeamFigures {
  const money = (minor: bigint) => formatMinor(minor, scale);
  return {
    registrations: Number(sums.registrations),
    active: Number(sums.active),
    firstDeposits: Number(sums.first_deposits),
    depositCount: Number(sums.deposit_count),
    deposit: money(sums.deposit_minor),
    withdrawCount: Number(sums.withdraw_count),
    withdraw: money(sums.withdraw_minor),
    betCount: Number(sums.bet_count),
    bet: money(sums.bet_minor),
    validBet: money(sums.valid_bet_minor),
    win: money(sums.win_minor),
    profit: money(sums.win_minor - sums.bet_minor),
  };
}

const ratesOf = (rates: ProductRates) =>
  REBATE_PRODUCTS.map((product) => ({ product, rateBps: rates[product] }));

/** Every day from `start` to `end`. */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

const pages = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export function createTeamService(deps: TeamServiceDeps) {
  const { db, now } = deps;
  const repository = createTeamRepository(db);
  const members = createMembersRepository(db);

  async function range(agent: Agent, input: PeriodInput) {
    const [zone, currency] = await Promise.all([
      repository.timeZone(agent.merchantId),
      deps.currencyOf(agent.merchantId),
    ]);
    return { ...periodDays(input, zone, now()), timeZone: zone, scale: currency.scale };
  }

  /** A member of the agent's team, or DOWNLINE_NOT_FOUND. */
  async function inTeam(agent: Agent, memberId: number): Promise<DownlineRecord> {
    const found = await repository.downline(agent.id, memberId);
    if (found === undefined) throw new ApiError('DOWNLINE_NOT_FOUND', { field: 'memberId' });
    return found;
  }

  async function ownAndTeam(ids: readonly number[], startDate: string, endDate: string) {
    const [own, teams] = await Promise.all([
      memberRows(db, ids, startDate, endDate),
      Promise.all(ids.map((id) => teamRows(db, id, startDate, endDate))),
    ]);
    return ids.map((id, i) => ({ own: sumRows(own.get(id) ?? []), team: sumRows(teams[i] ?? []) }));
  }

  const service = {
    async kpiA(caller: AgentCaller, input: PeriodInput): Promise<TeamKpiAValue> {
      const agent = agentOf(caller);
      const r = await range(agent, input);
      const [size, rows] = await Promise.all([
        repository.teamSize(agent.id),
        teamRows(db, agent.id, r.startDate, r.endDate),
      ]);
      return {
        startDate: r.startDate,
        endDate: r.endDate,
        timeZone: r.timeZone,
        members: size.members,
        directMembers: size.direct,
        figures: figuresOf(sumRows(rows), r.scale),
      };
    },

    async kpiB(caller: AgentCaller, input: PeriodInput): Promise<TeamKpiBValue> {
      const agent = agentOf(caller);
      const r = await range(agent, input);
      const rows = await teamRows(db, agent.id, r.startDate, r.endDate);
      const byDay = new Map<string, DayRow[]>();
      for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
      return {
        startDate: r.startDate,
        endDate: r.endDate,
        timeZone: r.timeZone,
        days: daysOf(r.startDate, r.endDate).map((date) => ({
          date,
          ...figuresOf(sumRows(byDay.get(date) ?? []), r.scale),
        })),
      };
    },

    async subordinates(
      caller: AgentCaller,
      input: PeriodInput & { pageNum: number; pageSize: number },
    ): Promise<SubordinatesValue> {
      const agent = agentOf(caller);
      const r = await range(agent, input);
      const page = await repository.downlinePage(agent.id, {
        prefix: null,
        minLevel: 1,
        maxLevel: 1,
        offset: (input.pageNum - 1) * input.pageSize,
        limit: input.pageSize,
      });
      const ids = page.rows.map((row) => row.memberId);
      const [sizes, figures] = await Promise.all([
        repository.teamSizes(ids),
        ownAndTeam(ids, r.startDate, r.endDate),
      ]);
      return {
        startDate: r.startDate,
        endDate: r.endDate,
        timeZone: r.timeZone,
        pageNum: input.pageNum,
        total: page.total,
        totalPages: pages(page.total, input.pageSize),
        content: page.rows.map((row, i) => ({
          memberId: row.memberId,
          username: row.username,
          type: row.type,
          registeredAt: row.registeredAt,
          teamSize: sizes.get(row.memberId) ?? 0,
          own: figuresOf(figures[i]?.own ?? sumRows([]), r.scale),
          team: figuresOf(figures[i]?.team ?? sumRows([]), r.scale),
        })),
      };
    },

    async downlines(
      caller: AgentCaller,
      input: {
        username?: string | undefined;
        level: 'ALL' | 'DIRECT' | 'DEEPER';
        pageNum: number;
        pageSize: number;
      },
    ): Promise<DownlinesValue> {
      const agent = agentOf(caller);
      const page = await repository.downlinePage(agent.id, {
        prefix: input.username === undefined ? null : input.username.toLowerCase(),
        minLevel: input.level === 'DEEPER' ? 2 : 1,
        maxLevel: input.level === 'DIRECT' ? 1 : null,
        offset: (input.pageNum - 1) * input.pageSize,
        limit: input.pageSize,
      });
      return {
        content: page.rows,
        pageNum: input.pageNum,
        total: page.total,
        totalPages: pages(page.total, input.pageSize),
      };
    },

    async downline(caller: AgentCaller, input: PeriodInput & { memberId: number }): Promise<DownlineValue> {
      const agent = agentOf(caller);
      const found = await inTeam(agent, input.memberId);
      const r = await range(agent, input);
      const [sizes, [figures], rates, mine] = await Promise.all([
        repository.teamSizes([found.memberId]),
        ownAndTeam([found.memberId], r.startDate, r.endDate),
        effectiveRates(db, agent.merchantId, found.memberId),
        effectiveRates(db, agent.merchantId, agent.id),
      ]);
      return {
        startDate: r.startDate,
        endDate: r.endDate,
        timeZone: r.timeZone,
        ...found,
        teamSize: sizes.get(found.memberId) ?? 0,
        own: figuresOf(figures?.own ?? sumRows([]), r.scale),
        team: figuresOf(figures?.team ?? sumRows([]), r.scale),
        rates: ratesOf(rates),
        myRates: ratesOf(mine),
      };
    },

    async registerDownline(
      caller: AgentCaller,
      input: { username: string; password: string; kind: DownlineKind; birthDate?: string | undefined },
      ip: string,
    ): Promise<RegisterDownlineValue> {
      const agent = agentOf(caller);
      const birthDate = await checkedBirthDate(db, agent.merchantId, input.birthDate, now());
      await checkCredentials(createChallengesRepository(db), members, agent.merchantId, input);
      const internal =
        agent.type === MemberType.INTERNAL_AGENT || agent.type === MemberType.INTERNAL_AGENT_SENIOR;
      const type =
        input.kind === DOWNLINE_KINDS[1]
          ? internal
            ? MemberType.INTERNAL_AGENT
            : MemberType.AGENT
          : internal
            ? MemberType.INTERNAL
            : MemberType.REAL;
      const at = now().toISOString();
      // Two registrations racing for one name: the unique index decides.
      const id = await claimingUsername(
        members.insert({
          ...emptyMember(),
          merchant_id: agent.merchantId,
          username: input.username,
          username_lower: input.username.toLowerCase(),
          type,
          password_hash: await hashPassword(input.password),
          referrer_id: agent.id,
          birth_date: birthDate,
          register_method: 'AGENT',
          password_changed_at: at,
          created_at: at,
          created_ip: ip,
        }),
      );
      return inTeam(agent, id);
    },

    /**
     * MCS2_wpsRegAff: a downline registered with its rebate rates. The rates are checked against the
     * agent's own before anyone is registered, so a refusal leaves no member behind.
     */
    async registerAffiliate(
      caller: AgentCaller,
      input: {
        username: string;
        password: string;
        kind: DownlineKind;
        rates: readonly { product: RebateProduct; rateBps: number }[];
      },
      ip: string,
    ): Promise<RegisterDownlineValue> {
      const agent = agentOf(caller);
      const mine = await effectiveRates(db, agent.merchantId, agent.id);
      const above = input.rates.find((line) => line.rateBps > mine[line.product]);
      if (above !== undefined) throw new ApiError('REBATE_ABOVE_UPLINE', { field: `rates.${above.product}` });
      const created = await service.registerDownline(caller, input, ip);
      if (input.rates.length > 0)
        await service.updateDownlineRebates(caller, { memberId: created.memberId, rates: input.rates });
      return created;
    },

    async updateDownlineRebates(
      caller: AgentCaller,
      input: { memberId: number; rates: readonly { product: RebateProduct; rateBps: number }[] },
    ): Promise<RatesValue> {
      const agent = agentOf(caller);
      // Only a direct downline's rates are the agent's to set; deeper ones are their own upline's.
      if (!(await isDirectDownline(db, agent.id, input.memberId))) {
        await inTeam(agent, input.memberId);
        throw new ApiError('DOWNLINE_NOT_DIRECT', { field: 'memberId' });
      }
      const rates: Partial<Record<RebateProduct, number>> = {};
      for (const line of input.rates) rates[line.product] = line.rateBps;
      const after = await setMemberRates(db, agent.merchantId, agent.id, input.memberId, rates, now);
      return { rates: ratesOf(after) };
    },

    async customerRebateSettings(
      caller: AgentCaller,
      input: { memberId?: number | undefined },
    ): Promise<RatesValue> {
      const agent = agentOf(caller);
      const whose = input.memberId === undefined ? agent.id : (await inTeam(agent, input.memberId)).memberId;
      return { rates: ratesOf(await effectiveRates(db, agent.merchantId, whose)) };
    },

    async globalRebateSettings(caller: AgentCaller): Promise<GlobalRebateSettingsValue> {
      const agent = agentOf(caller);
      const levels = await repository.vipLevels(agent.merchantId);
      const list = levels.includes(0) ? levels : [0, ...levels];
      return {
        levels: await Promise.all(
          list.map(async (vipLevel) => ({
            vipLevel,
            rates: ratesOf(await operatorRates(db, agent.merchantId, vipLevel)),
          })),
        ),
      };
    },

    async agentQuota(caller: AgentCaller): Promise<AgentQuotaValue> {
      const agent = agentOf(caller);
      const mine = await effectiveRates(db, agent.merchantId, agent.id);
      return { quotas: REBATE_PRODUCTS.map((product) => ({ product, maxRateBps: mine[product] })) };
    },

    async teamBetting(caller: AgentCaller, input: PeriodInput): Promise<TeamBettingValue> {
      const agent = agentOf(caller);
      const r = await range(agent, input);
      const rows = (await teamRows(db, agent.id, r.startDate, r.endDate)).filter(
        (row) => row.gameType !== NON_BET,
      );
      const byType = new Map<string, DayRow[]>();
      for (const row of rows) byType.set(row.gameType, [...(byType.get(row.gameType) ?? []), row]);
      const line = (sums: Sums) => ({
        betCount: Number(sums.bet_count),
        bet: formatMinor(sums.bet_minor, r.scale),
        validBet: formatMinor(sums.valid_bet_minor, r.scale),
        win: formatMinor(sums.win_minor, r.scale),
        profit: formatMinor(sums.win_minor - sums.bet_minor, r.scale),
      });
      const content = [...byType.entries()]
        .map(([gameType, list]) => ({ gameType, sums: sumRows(list) }))
        .filter(
          (entry) =>
            entry.sums.bet_count !== 0n || entry.sums.bet_minor !== 0n || entry.sums.win_minor !== 0n,
        )
        .sort((a, b) =>
          b.sums.bet_minor > a.sums.bet_minor ? 1 : b.sums.bet_minor < a.sums.bet_minor ? -1 : 0,
        )
        .map((entry) => ({ gameType: entry.gameType, ...line(entry.sums) }));
      return {
        startDate: r.startDate,
        endDate: r.endDate,
        timeZone: r.timeZone,
        content,
        total: line(sumRows(rows)),
      };
    },

    async teamPnl(caller: AgentCaller, input: PeriodInput): Promise<TeamPnlValue> {
      const agent = agentOf(caller);
      const r = await range(agent, input);
      const rows = await teamRows(db, agent.id, r.startDate, r.endDate);
      const line = (sums: Sums) => ({
        deposit: formatMinor(sums.deposit_minor, r.scale),
        withdraw: formatMinor(sums.withdraw_minor, r.scale),
        bet: formatMinor(sums.bet_minor, r.scale),
        win: formatMinor(sums.win_minor, r.scale),
        profit: formatMinor(sums.win_minor - sums.bet_minor, r.scale),
      });
      const byDay = new Map<string, DayRow[]>();
      for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
      return {
        startDate: r.startDate,
        endDate: r.endDate,
        timeZone: r.timeZone,
        // Newest first, days with figures only.
        days: [...byDay.entries()]
          .sort(([a], [b]) => (a < b ? 1 : -1))
          .map(([date, list]) => ({ date, ...line(sumRows(list)) })),
        total: line(sumRows(rows)),
      };
    },
  };
  return service;
}

export type TeamService = ReturnType<typeof createTeamService>;
