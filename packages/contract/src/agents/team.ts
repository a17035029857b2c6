/**
 * Agent centre, team: what an agent (member type 1, 2, 41, 42) sees of everyone below it in the
 * referral tree. A team never includes the agent itself. Money is a decimal string in major units;
 * rates are basis points (100 = 1 %).
 *
 * Profit is the team's own side, as on the member's profit-and-loss screen: wins − bets (negative
 * when the team lost; the house won that much). Rebates and promotions are not in team figures.
 *
 * Active members: for one day, the team's members who opened a bet that day; for a longer period,
 * the sum of each day's active members (a member active on three days counts three times), so that
 * a period's figures are a few stored rows however large the team is.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { REBATE_MAX_BPS, REBATE_PRODUCTS } from '../rewards/rebates-paths.ts';
import {
  DOWNLINE_KINDS,
  DOWNLINE_LEVELS,
  TEAM_PAGE_SIZE,
  TEAM_PERIODS,
  agentTeamPaths as p,
} from './team-paths.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day YYYY-MM-DD');
const money = z.string();
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(TEAM_PAGE_SIZE).default(TEAM_PAGE_SIZE);
const memberId = z.coerce.number().int().min(1).max(2_147_483_647);

/** A period: TODAY, YESTERDAY, WEEK (Monday to today), MONTH (the 1st to today) or CUSTOM. */
export const teamPeriodQuery = z.object({
  period: z.enum(TEAM_PERIODS).default('TODAY'),
  /** CUSTOM only: first and last day, inclusive, at most TEAM_RANGE_MAX_DAYS days. */
  startDate: day.optional(),
  endDate: day.optional(),
});
export type TeamPeriodQuery = z.input<typeof teamPeriodQuery>;

/** The days a period covered, in the merchant's time zone. */
const range = z.object({ startDate: day, endDate: day, timeZone: z.string() });

export const teamFigures = z.object({
  /** Members registered in the period. */
  registrations: z.number().int(),
  active: z.number().int(),
  firstDeposits: z.number().int(),
  depositCount: z.number().int(),
  deposit: money,
  withdrawCount: z.number().int(),
  withdraw: money,
  betCount: z.number().int(),
  bet: money,
  validBet: money,
  win: money,
  /** win − bet, the team's side (signed). */
  profit: money,
});
export type TeamFigures = z.infer<typeof teamFigures>;

export const teamKpiAValue = range.extend({
  /** Everyone below the agent now (any depth). */
  members: z.number().int(),
  /** Direct downlines now. */
  directMembers: z.number().int(),
  figures: teamFigures,
});
export type TeamKpiAValue = z.infer<typeof teamKpiAValue>;

/** The same figures as KPIA, one row per day of the period (days without figures included). */
export const teamKpiBValue = range.extend({
  days: z.array(teamFigures.extend({ date: day })),
});
export type TeamKpiBValue = z.infer<typeof teamKpiBValue>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  });

export const subordinatesRequest = teamPeriodQuery.extend({ pageNum: pageNo, pageSize });
export const subordinate = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  registeredAt: z.string(),
  /** Everyone below this downline. */
  teamSize: z.number().int(),
  /** The downline's own figures in the period. */
  own: teamFigures,
  /** Its team's figures in the period (itself not included). */
  team: teamFigures,
});
export type Subordinate = z.infer<typeof subordinate>;
export const subordinatesValue = range.extend(page(subordinate).shape);
export type SubordinatesValue = z.infer<typeof subordinatesValue>;

export const downlinesRequest = z.object({
  /** Username prefix, case-insensitive. */
  username: z
    .string()
    .trim()
    .max(32)
    .refine((value) => !value.includes('\u0000'), 'NUL is not allowed')
    .optional(),
  level: z.enum(DOWNLINE_LEVELS).default('ALL'),
  pageNum: pageNo,
  pageSize,
});
export type DownlinesRequest = z.input<typeof downlinesRequest>;
export const downlineRow = z.object({
  memberId: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  /** 1: my direct downline; 2 and more: below one of them. */
  level: z.number().int(),
  /** The downline's direct upline (me at level 1). */
  uplineUsername: z.string(),
  registeredAt: z.string(),
});
export type DownlineRow = z.infer<typeof downlineRow>;
export const downlinesValue = page(downlineRow);
export type DownlinesValue = z.infer<typeof downlinesValue>;

const rate = z.object({ product: z.enum(REBATE_PRODUCTS), rateBps: z.number().int() });
export type ProductRate = z.infer<typeof rate>;

export const downlineRequest = teamPeriodQuery.extend({ memberId });
export const downlineValue = range.extend({
  ...downlineRow.shape,
  teamSize: z.number().int(),
  own: teamFigures,
  team: teamFigures,
  /** The downline's effective cashback rates now. */
  rates: z.array(rate),
  /** My own effective rates: the most I may grant (only a direct downline's rates are mine to set). */
  myRates: z.array(rate),
});
export type DownlineValue = z.infer<typeof downlineValue>;

export const registerDownlineRequest = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(64),
  kind: z.enum(DOWNLINE_KINDS).default('MEMBER'),
  /** Date of birth YYYY-MM-DD: required, checked as at registration (accounts/age.ts). */
  birthDate: day.optional(),
});
export type RegisterDownlineRequest = z.input<typeof registerDownlineRequest>;
export const registerDownlineValue = downlineRow;
export type RegisterDownlineValue = z.infer<typeof registerDownlineValue>;

/** A downline registered with its rebate rates (each at most the agent's own): MCS2_wpsRegAff. */
export const registerAffiliateRequest = registerDownlineRequest.extend({
  rates: z
    .array(
      z.object({ product: z.enum(REBATE_PRODUCTS), rateBps: z.number().int().min(0).max(REBATE_MAX_BPS) }),
    )
    .max(REBATE_PRODUCTS.length)
    .default([]),
});
export type RegisterAffiliateRequest = z.input<typeof registerAffiliateRequest>;

export const updateDownlineRebatesRequest = z.object({
  memberId,
  rates: z
    .array(
      z.object({ product: z.enum(REBATE_PRODUCTS), rateBps: z.number().int().min(0).max(REBATE_MAX_BPS) }),
    )
    .min(1)
    .max(REBATE_PRODUCTS.length)
    .refine(
      (lines) => new Set(lines.map((line) => line.product)).size === lines.length,
      'one rate per product',
    ),
});
export type UpdateDownlineRebatesRequest = z.input<typeof updateDownlineRebatesRequest>;
export const ratesValue = z.object({ rates: z.array(rate) });
export type RatesValue = z.infer<typeof ratesValue>;

/** Mine when memberId is left out, else a downline's in my team. */
export const customerRebateSettingsRequest = z.object({ memberId: memberId.optional() });
export const globalRebateSettingsRequest = z.object({});
export const globalRebateSettingsValue = z.object({
  levels: z.array(z.object({ vipLevel: z.number().int(), rates: z.array(rate) })),
});
export type GlobalRebateSettingsValue = z.infer<typeof globalRebateSettingsValue>;
export const agentQuotaRequest = z.object({});
export const agentQuotaValue = z.object({
  quotas: z.array(z.object({ product: z.enum(REBATE_PRODUCTS), maxRateBps: z.number().int() })),
});
export type AgentQuotaValue = z.infer<typeof agentQuotaValue>;

export const teamBettingRow = z.object({
  /** The betting record's game type (RNG, LIVE, LOTT, ...). */
  gameType: z.string(),
  betCount: z.number().int(),
  bet: money,
  validBet: money,
  win: money,
  profit: money,
});
export type TeamBettingRow = z.infer<typeof teamBettingRow>;
export const teamBettingValue = range.extend({
  content: z.array(teamBettingRow),
  total: teamBettingRow.omit({ gameType: true }),
});
export type TeamBettingValue = z.infer<typeof teamBettingValue>;

const pnlRow = z.object({ deposit: money, withdraw: money, bet: money, win: money, profit: money });
export const teamPnlValue = range.extend({
  days: z.array(pnlRow.extend({ date: day })),
  total: pnlRow,
});
export type TeamPnlValue = z.infer<typeof teamPnlValue>;

export const agentTeamEndpoints = {
  teamKpiA: defineEndpoint(p.teamKpiA, teamPeriodQuery, teamKpiAValue),
  teamKpiB: defineEndpoint(p.teamKpiB, teamPeriodQuery, teamKpiBValue),
  subordinates: defineEndpoint(p.subordinates, subordinatesRequest, subordinatesValue),
  downlines: defineEndpoint(p.downlines, downlinesRequest, downlinesValue),
  downline: defineEndpoint(p.downline, downlineRequest, downlineValue),
  registerDownline: defineEndpoint(p.registerDownline, registerDownlineRequest, registerDownlineValue),
  registerAffiliate: defineEndpoint(p.registerAffiliate, registerAffiliateRequest, registerDownlineValue),
  updateDownlineRebates: defineEndpoint(p.updateDownlineRebates, updateDownlineRebatesRequest, ratesValue),
  customerRebateSettings: defineEndpoint(p.customerRebateSettings, customerRebateSettingsRequest, ratesValue),
  globalRebateSettings: defineEndpoint(
    p.globalRebateSettings,
    globalRebateSettingsRequest,
    globalRebateSettingsValue,
  ),
  agentQuota: defineEndpoint(p.agentQuota, agentQuotaRequest, agentQuotaValue),
  teamBetting: defineEndpoint(p.teamBetting, teamPeriodQuery, teamBettingValue),
  teamPnl: defineEndpoint(p.teamPnl, teamPeriodQuery, teamPnlValue),
};
