import { THROTTLE_UNREAD_COUNT_MS } from '@openlobby/contract/client';
import type { UnreadCounts } from '../model/types.ts';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { contractCall } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { throttle } from '../model/throttle.ts';
import { messagingKeys, MESSAGING_KEY } from './keys.ts';

/** CSP_unreadCount (spec 3, 6): announcement, chat, inbox and total counts of the member. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCounts> {
  return contractCall('unreadCount', { signal });
}

/**
 * How often the counts are asked again while the lobby is open and visible, so an operator's message
 * (a withdrawal result, a chat answer) shows its badge without a reload.
 */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * Members only: a guest has no counts (and no badges). Refreshed every UNREAD_REFRESH_MS while the
 * tab is visible (paused while hidden) and at once when the player comes back to a stale count.
 */
export function useUnreadCounts(): UseQueryResult<UnreadCounts> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: messagingKeys.unread(token),
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: token !== null,
    refetchInterval: UNREAD_REFRESH_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Reloads the counts after a read or a delete, at most once per THROTTLE_UNREAD_COUNT_MS (spec 9). */
export function useRefreshUnreadCounts(): () => void {
  const client = useQueryClient();
  return useMemo(
    () =>
      throttle(() => {
        void client.invalidateQueries({ queryKey: [...MESSAGING_KEY, 'unread'] });
      }, THROTTLE_UNREAD_COUNT_MS),
    [client],
  );
}
