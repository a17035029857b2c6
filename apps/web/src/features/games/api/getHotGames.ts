import {
  GAME_PLATFORM,
  HOT_GAMES_IS_PLATFORM,
  type HotGamesValue,
  type Language,
} from '@openlobby/contract/client';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { GAMES_KEY } from './keys.ts';

/**
 * Asked in the player's language, like every other game list, so a tile names its game as the
 * game's frame does (the server names each game in Urdu where the catalogue has an Urdu name).
 */
export function getHotGames(language: Language, signal?: AbortSignal): Promise<HotGamesValue> {
  return callApi(
    'hotGames',
    { isPlatform: HOT_GAMES_IS_PLATFORM, language, platform: GAME_PLATFORM },
    { signal },
  );
}

/** The preloaded hot list of home and the lobby: one list, no more pages (spec 2.4). */
export function hotGamesQuery(language: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'hot', language],
    queryFn: ({ signal }) => getHotGames(language, signal),
    staleTime: 60_000,
  });
}

export function useHotGames(language: Language): UseQueryResult<HotGamesValue> {
  return useQuery(hotGamesQuery(language));
}
