import { type AvailablePromotionsValue, type Language, MemberType } from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useSessionViewer } from '../session/viewer.ts';
import { useCommonStore } from '../store/commonStore.ts';
import { contractCall } from './client.ts';

/**
 * The one query of the member's claimable rewards: the reward centre lists them and home's quick
 * navigation shows their count as a badge (spec 2.4), so both always agree. A claim invalidates it.
 * Guests and trial members (refused with FREE_REJECT) never ask.
 */
export const REWARDS_KEY = ['rewards'] as const;

export function availableRewardsKey(token: string | null, language: Language) {
  return [...REWARDS_KEY, 'available', token, language] as const;
}

export function useAvailableRewards(): UseQueryResult<AvailablePromotionsValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  const { type } = useSessionViewer();
  const language = useLanguage();
  return useQuery({
    queryKey: availableRewardsKey(token, language),
    queryFn: ({ signal }) => contractCall('availablePromotions', { signal }),
    enabled: token !== null && type !== MemberType.TRIAL,
    staleTime: 30_000,
  });
}

/** The unclaimed count for the home badge; 0 while unknown, for guests and for trial members. */
export function useUnclaimedRewards(): number {
  return useAvailableRewards().data?.unclaimed ?? 0;
}

/** After a claim: the list, the badge and the history reload. */
export function refreshRewards(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: REWARDS_KEY });
}
