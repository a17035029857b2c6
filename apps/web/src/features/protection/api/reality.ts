import type {
  AccountHistoryValue,
  MySessionValue,
  SetRealityCheckRequest,
  SetRealityCheckValue,
} from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

const SESSION_KEY = ['protection', 'session'] as const;
const HISTORY_KEY = ['protection', 'history'] as const;

/**
 * GET /wps/member/protection/session: when this login session began, the server's clock, the
 * session's stakes, wins and net, and the reality-check interval. Always read afresh (staleTime 0):
 * the interval may have changed on another device, and the figures with every bet.
 */
export function useMySession(enabled = true): UseQueryResult<MySessionValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...SESSION_KEY, token],
    queryFn: ({ signal }) => contractCall('mySession', { signal }),
    enabled: enabled && token !== null,
    staleTime: 0,
  });
}

/** POST /wps/member/protection/reality-check: 0 (off), 15, 30, 45 or 60 minutes, on every device. */
export function setRealityCheck(body: SetRealityCheckRequest): Promise<SetRealityCheckValue> {
  return contractCall('setRealityCheck', { body });
}

export function refreshMySession(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: SESSION_KEY });
}

/** GET /wps/member/protection/history: the last 12 months by month and the lifetime net deposit. */
export function useAccountHistory(): UseQueryResult<AccountHistoryValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...HISTORY_KEY, token],
    queryFn: ({ signal }) => contractCall('accountHistory', { signal }),
    enabled: token !== null,
  });
}
