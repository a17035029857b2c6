import type {
  ClaimRebateValue,
  ClaimableRebateValue,
  RebateHistoryRange,
  RebateHistoryValue,
} from '@openlobby/contract/client';
import { type QueryClient, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { REWARDS_KEY } from '../../../shared/api/rewards.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

/** Under the rewards key, so a claim's refresh reloads both tabs. */
const CASHBACK_KEY = [...REWARDS_KEY, 'cashback'] as const;

/** MCS2_getClaimableRebate: every unclaimed ended period of the last 7 days, per product. */
export function useClaimableRebate(): UseQueryResult<ClaimableRebateValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...CASHBACK_KEY, 'claimable', token],
    queryFn: ({ signal }) => contractCall('claimableRebate', { signal }),
    enabled: token !== null,
  });
}

/** MCS2_rebateHistory: claimed periods with their per-product lines. */
export function useRebateHistory(range: RebateHistoryRange): UseQueryResult<RebateHistoryValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: [...CASHBACK_KEY, 'history', range, token],
    queryFn: ({ signal }) => contractCall('rebateHistory', { query: { range }, signal }),
    enabled: token !== null,
  });
}

/** MCS2_claimRebate: pays one period once; again answers REBATE_NOT_CLAIMABLE. */
export function claimRebate(period: string): Promise<ClaimRebateValue> {
  return contractCall('claimRebate', { body: { period } });
}

export function refreshCashback(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: CASHBACK_KEY });
}
