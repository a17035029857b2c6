import {
  GAME_CLIENT_TYPE,
  GAME_LIST_PAGE_SIZE,
  GAME_PLATFORM,
  type GameCategory,
  type GameListValue,
  type Language,
} from '@openlobby/contract/client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { nextPageNo } from '../model/paging.ts';
import { GAMES_KEY } from './keys.ts';

export interface GameListFilter {
  gameType?: GameCategory;
  vassalage?: string;
  gameName?: string;
}

export function getGameList(
  filter: GameListFilter,
  pageNo: number,
  language: Language,
  signal?: AbortSignal,
): Promise<GameListValue> {
  return callApi(
    'gameList',
    {
      platform: GAME_PLATFORM,
      clientType: GAME_CLIENT_TYPE,
      gameType: filter.gameType,
      vassalage: filter.vassalage,
      gameName: filter.gameName || undefined,
      pageNo,
      pageSize: GAME_LIST_PAGE_SIZE,
      language,
    },
    { signal },
  );
}

/** Pages of 25 (spec 9). A new filter is a new key, so a new tab or search starts again at page 1. */
export function gameListQuery(filter: GameListFilter, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...GAMES_KEY, 'list', filter, language],
    queryFn: ({ pageParam, signal }) => getGameList(filter, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: 60_000,
  });
}
