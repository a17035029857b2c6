import type {
  AgentQuotaValue,
  DownlineLevel,
  DownlineValue,
  DownlinesValue,
  RatesValue,
  RegisterDownlineRequest,
  RegisterDownlineValue,
  TeamBettingValue,
  TeamKpiAValue,
  TeamPeriodQuery,
  TeamPnlValue,
  UpdateDownlineRebatesRequest,
} from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

/** Every team query sits under this key: a registration or a rate change reloads them all. */
export const TEAM_KEY = ['agents', 'team'] as const;

function useToken(): string | null {
  return useCommonStore((state) => state.session?.token ?? null);
}

/** ODSFE2_TeamKPIA: the team's figures for a period. */
export function useTeamKpi(period: TeamPeriodQuery): UseQueryResult<TeamKpiAValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...TEAM_KEY, 'kpiA', token, period],
    queryFn: ({ signal }) => contractCall('teamKpiA', { query: period, signal }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

/** /wps/agent/downlines: username prefix, level and page. */
export function useDownlines(query: {
  username: string;
  level: DownlineLevel;
  pageNum: number;
}): UseQueryResult<DownlinesValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...TEAM_KEY, 'downlines', token, query],
    queryFn: ({ signal }) =>
      contractCall('downlines', {
        query: {
          level: query.level,
          pageNum: query.pageNum,
          ...(query.username === '' ? {} : { username: query.username }),
        },
        signal,
      }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

/** /wps/agent/downline: one member of my team with figures and rates. */
export function useDownline(memberId: number | null, period: TeamPeriodQuery): UseQueryResult<DownlineValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...TEAM_KEY, 'downline', token, memberId, period],
    queryFn: ({ signal }) =>
      contractCall('downline', { query: { memberId: memberId ?? 0, ...period }, signal }),
    enabled: token !== null && memberId !== null,
  });
}

/** MCS2_getAgentQuotaGroupByProduct: my own rates, the ceiling of what I grant. */
export function useAgentQuota(): UseQueryResult<AgentQuotaValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...TEAM_KEY, 'quota', token],
    queryFn: ({ signal }) => contractCall('agentQuota', { signal }),
    enabled: token !== null,
  });
}

/** ODSFE2_TeamBetSummary: team betting per game type. */
export function useTeamBetting(period: TeamPeriodQuery, enabled: boolean): UseQueryResult<TeamBettingValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...TEAM_KEY, 'betting', token, period],
    queryFn: ({ signal }) => contractCall('teamBetting', { query: period, signal }),
    enabled: enabled && token !== null,
    placeholderData: (previous) => previous,
  });
}

/** ODSFE2_TeamPNL: team profit and loss per day. */
export function useTeamPnl(period: TeamPeriodQuery, enabled: boolean): UseQueryResult<TeamPnlValue> {
  const token = useToken();
  return useQuery({
    queryKey: [...TEAM_KEY, 'pnl', token, period],
    queryFn: ({ signal }) => contractCall('teamPnl', { query: period, signal }),
    enabled: enabled && token !== null,
    placeholderData: (previous) => previous,
  });
}

/** PUT /wps/agent/downline: registers a member or agent directly under me. */
export function registerDownline(body: RegisterDownlineRequest): Promise<RegisterDownlineValue> {
  return contractCall('registerDownline', { body });
}

/** /wps/agent/updateDownlineRebates: a direct downline's rates, never above mine. */
export function updateDownlineRebates(body: UpdateDownlineRebatesRequest): Promise<RatesValue> {
  return contractCall('updateDownlineRebates', { body });
}

export function refreshTeam(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: TEAM_KEY });
}
