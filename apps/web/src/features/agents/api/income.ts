/** My income (ODS2_AgentPrevAndCurrIncome) and the agent's transactions. */
import type { AgentIncomeValue, AgentTransactionsValue } from '@openlobby/contract/client';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

export const INCOME_KEY = ['agents', 'income'] as const;

export function useAgentIncome(): UseQueryResult<AgentIncomeValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...INCOME_KEY, 'summary', token],
    queryFn: ({ signal }) => contractCall('agentIncome', { signal }),
    enabled: token !== null,
  });
}

export function useAgentTransactions(query: {
  startDate?: string;
  endDate?: string;
  pageNo: number;
}): UseQueryResult<AgentTransactionsValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...INCOME_KEY, 'transactions', token, query],
    queryFn: ({ signal }) => contractCall('agentTransactions', { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
