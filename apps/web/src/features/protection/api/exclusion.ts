import type { MyExclusionValue, TakeExclusionRequest } from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

const EXCLUSION_KEY = ['protection', 'exclusion'] as const;

/** GET /wps/member/protection/exclusion: the time-out or self-exclusion in force (or null). */
export function useMyExclusion(enabled = true): UseQueryResult<MyExclusionValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...EXCLUSION_KEY, token],
    queryFn: ({ signal }) => contractCall('myExclusion', { signal }),
    enabled: enabled && token !== null,
  });
}

/** POST /wps/member/protection/exclusion: takes effect at once; never shortens one in force. */
export function takeExclusion(body: TakeExclusionRequest): Promise<MyExclusionValue> {
  return contractCall('takeExclusion', { body });
}

/** Puts the exclusion in force into member info, where home's and the member centre's banner read it. */
export function showExclusion(exclusion: MyExclusionValue['exclusion']): void {
  useCommonStore.setState((state) =>
    state.memberInfo === null ? {} : { memberInfo: { ...state.memberInfo, exclusion } },
  );
}

export function refreshExclusion(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: EXCLUSION_KEY });
}
