import type { FavouriteGamesValue, Language } from '@openlobby/contract/client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { nextPageNo } from '../model/paging.ts';
import { favouriteKeys } from './keys.ts';

export function getFavouriteGames(
  pageNo: number,
  pageSize: number,
  language: Language,
  signal?: AbortSignal,
): Promise<FavouriteGamesValue> {
  return callApi('favouriteGames', { pageNo, pageSize, language }, { signal });
}

/**
 * A member's favourites, newest first: pages of 15 on home, 100 on the full list (spec 9). Paging
 * follows the game list's rule. Only asked for with a session.
 */
export function favouriteGamesQuery(token: string | null, pageSize: number, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...favouriteKeys.list(token, pageSize), language],
    queryFn: ({ pageParam, signal }) => getFavouriteGames(pageParam, pageSize, language, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    enabled: token !== null,
  });
}
