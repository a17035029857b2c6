import type { MyLimitsValue, SetLimitRequest, SetLimitValue } from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

const LIMITS_KEY = ['protection', 'limits'] as const;

/** GET /wps/member/protection/limits: my limits with what is used and left, and pending changes. */
export function useMyLimits(): UseQueryResult<MyLimitsValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...LIMITS_KEY, token],
    queryFn: ({ signal }) => contractCall('myLimits', { signal }),
    enabled: token !== null,
  });
}

/** POST /wps/member/protection/limits: a lowering applies at once, a raise or removal in 24 hours. */
export function setLimit(body: SetLimitRequest): Promise<SetLimitValue> {
  return contractCall('setLimit', { body });
}

export function refreshLimits(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: LIMITS_KEY });
}
