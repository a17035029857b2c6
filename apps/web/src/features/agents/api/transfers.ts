/** Transfers to downlines: the picker's list and the transfer (one or several downlines). */
import type { AgentTransferValue, TransferTargetsValue } from '@openlobby/contract/client';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';

export function useTransferTargets(search: string): UseQueryResult<TransferTargetsValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: ['agents', 'transferTargets', token, search],
    queryFn: ({ signal }) => contractCall('transferTargets', { query: { search }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** One downline through transferDownline, several through transferMultipleDownline (all or nothing). */
export function transferToDownlines(
  downlineIds: readonly number[],
  amount: string,
  paymentPassword: string,
  transferId: string,
): Promise<AgentTransferValue> {
  const [only] = downlineIds;
  if (downlineIds.length === 1 && only !== undefined) {
    return contractCall('transferDownline', {
      body: { downlineId: only, amount, paymentPassword, transferId },
    });
  }
  return contractCall('transferMultipleDownline', {
    body: {
      transfers: downlineIds.map((downlineId) => ({ downlineId, amount })),
      paymentPassword,
      transferId,
    },
  });
}
