import {
  GAME_PLATFORM,
  HOT_GAMES_IS_PLATFORM,
  type HotGamesValue,
  Language,
} from '@openlobby/contract/client';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { GAMES_KEY } from './keys.ts';

export function getHotGames(signal?: AbortSignal): Promise<HotGamesValue> {
  // Spec 7.1: UR is sent as EN, so one answer serves both languages.
  return callApi(
    'hotGames',
    { isPlatform: HOT_GAMES_IS_PLATFORM, language: Language.EN, platform: GAME_PLATFORM },
    { signal },
  );
}

/** The preloaded hot list of home and the lobby: one list, no more pages (spec 2.4). */
export const hotGamesQuery = queryOptions({
  queryKey: [...GAMES_KEY, 'hot'],
  queryFn: ({ signal }) => getHotGames(signal),
  staleTime: 60_000,
});

export function useHotGames(): UseQueryResult<HotGamesValue> {
  return useQuery(hotGamesQuery);
}
