import type { ValueOf } from '@openlobby/contract/client';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { contractCall } from '../../../shared/api/client.ts';
import { MESSAGING_KEY } from './keys.ts';

/** Agents come and go: asked again after a minute, never on every render. */
const AVAILABILITY_STALE_MS = 60_000;

export type ChatAvailability = ValueOf<'chatAvailability'>;

/**
 * CBS_chatAvailability: whether an agent is online, the usual wait and the opening hours, so the
 * player knows before choosing live chat. Guests may ask too (the sheet offers them live chat).
 */
export function useChatAvailability(enabled: boolean): UseQueryResult<ChatAvailability> {
  return useQuery({
    queryKey: [...MESSAGING_KEY, 'chatAvailability'],
    queryFn: ({ signal }) => contractCall('chatAvailability', { signal }),
    enabled,
    staleTime: AVAILABILITY_STALE_MS,
  });
}
