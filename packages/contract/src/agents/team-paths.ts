/**
 * Agent centre, team (zod-free part): team KPIs for a period, the per-day series, direct
 * subordinates, the downline list and one downline, direct registration of a downline, a downline's
 * rebate rates, and team betting and team profit and loss. Days are the merchant's calendar days
 * (its time zone), as the daily reports count them.
 */
import type { EndpointMeta } from '../endpoint.ts';

/** Periods a team's figures are asked for; CUSTOM takes startDate and endDate. */
export const TEAM_PERIODS = ['TODAY', 'YESTERDAY', 'WEEK', 'MONTH', 'CUSTOM'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];
/** The longest custom range, in days (about three months). */
export const TEAM_RANGE_MAX_DAYS = 93;
/** Rows per page of the downline and subordinate lists. */
export const TEAM_PAGE_SIZE = 20;
/** What a directly registered downline is: an ordinary member (type 0) or an agent (type 1). */
export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];
/** The downline list's level filter: direct downlines (level 1) or deeper ones (2 and below). */
export const DOWNLINE_LEVELS = ['ALL', 'DIRECT', 'DEEPER'] as const;
export type DownlineLevel = (typeof DOWNLINE_LEVELS)[number];

const agentCall = (name: string, method: 'GET' | 'POST' | 'PUT', path: string) =>
  ({ name, method, path, module: null, token: 'required', encrypted: false }) as const;

export const agentTeamPaths = {
  teamKpiA: agentCall('teamKpiA', 'GET', '/wps/relay/ODSFE2_TeamKPIA'),
  teamKpiB: agentCall('teamKpiB', 'GET', '/wps/relay/ODSFE2_TeamKPIB'),
  subordinates: agentCall('subordinates', 'GET', '/wps/relay/ODSFE2_Subordinate'),
  downlines: agentCall('downlines', 'GET', '/wps/agent/downlines'),
  downline: agentCall('downline', 'GET', '/wps/agent/downline'),
  registerDownline: agentCall('registerDownline', 'PUT', '/wps/agent/downline'),
  // Spec 7.2 "Agent registration": a downline registered by its agent with its rebate rates at once.
  registerAffiliate: agentCall('registerAffiliate', 'POST', '/wps/relay/MCS2_wpsRegAff'),
  updateDownlineRebates: agentCall('updateDownlineRebates', 'POST', '/wps/agent/updateDownlineRebates'),
  customerRebateSettings: agentCall(
    'customerRebateSettings',
    'GET',
    '/wps/relay/MCS2_getCustomerRebateSettingByProductType',
  ),
  globalRebateSettings: agentCall(
    'globalRebateSettings',
    'GET',
    '/wps/relay/MCS2_getGlobalRebateSettingsByProductType',
  ),
  agentQuota: agentCall('agentQuota', 'GET', '/wps/relay/MCS2_getAgentQuotaGroupByProduct'),
  teamBetting: agentCall('teamBetting', 'GET', '/wps/relay/ODSFE2_TeamBetSummary'),
  teamPnl: agentCall('teamPnl', 'GET', '/wps/relay/ODSFE2_TeamPNL'),
} as const satisfies Record<string, EndpointMeta>;
