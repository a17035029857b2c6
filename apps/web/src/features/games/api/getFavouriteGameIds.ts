import type { FavouriteGameIdsValue } from '@openlobby/contract/client';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { favouriteKeys } from './keys.ts';

export function getFavouriteGameIds(signal?: AbortSignal): Promise<FavouriteGameIdsValue> {
  return callApi('favouriteGameIds', {}, { signal });
}

/** The member's favourites as ids, for the stars on every tile (the local favourite list of spec 4). */
export function useFavouriteGameIds(): UseQueryResult<FavouriteGameIdsValue> {
  const token = useCommonStore((state) => state.session?.token ?? null);
  return useQuery({
    queryKey: favouriteKeys.ids(token),
    queryFn: ({ signal }) => getFavouriteGameIds(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
