import type { ClaimedPromotionsValue, Language } from '@openlobby/contract/client';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { REWARDS_KEY } from '../../../shared/api/rewards.ts';

/** The most recent claims; the reward centre shows one page of them. */
export const HISTORY_PAGE_SIZE = 20;

export function getClaimedPromotions(signal?: AbortSignal): Promise<ClaimedPromotionsValue> {
  return contractCall('claimedPromotions', { query: { pageNo: 1, pageSize: HISTORY_PAGE_SIZE }, signal });
}

/** Under REWARDS_KEY, so a claim refreshes the history with the list; keyed by language (titles). */
export function claimedPromotionsQuery(language: Language) {
  return queryOptions({
    queryKey: [...REWARDS_KEY, 'claimed', language],
    queryFn: ({ signal }) => getClaimedPromotions(signal),
  });
}

export function useClaimedPromotions(language: Language): UseQueryResult<ClaimedPromotionsValue> {
  return useQuery(claimedPromotionsQuery(language));
}
