import {
  GAME_CENTRE_PAGE_SIZE,
  type GameCentreCollection,
  type GameCentreValue,
  type GameHoldingCategory,
  type Language,
} from '@openlobby/contract/client';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';
import { nextPageNo } from '../model/paging.ts';
import { GAMES_KEY } from './keys.ts';

/** What a slots-centre or game-centre grid shows: one category, narrowed. */
export interface GameCentreFilter {
  gameType: GameHoldingCategory;
  collection: GameCentreCollection;
  vendor?: string | undefined;
  gameName?: string | undefined;
}

export function getGameCentrePage(
  filter: GameCentreFilter,
  pageNo: number,
  language: Language,
  signal?: AbortSignal,
): Promise<GameCentreValue> {
  return callApi(
    'gameCentre',
    {
      gameType: filter.gameType,
      collection: filter.collection === 'all' ? undefined : filter.collection,
      vendor: filter.vendor,
      gameName: filter.gameName || undefined,
      pageNo,
      pageSize: GAME_CENTRE_PAGE_SIZE,
      language,
    },
    { signal },
  );
}

/**
 * Pages of GAME_CENTRE_PAGE_SIZE, the next one asked for near the bottom. A new filter is a new
 * key, so another vendor, collection or search starts again at page 1.
 */
export function gameCentreQuery(filter: GameCentreFilter, language: Language) {
  return infiniteQueryOptions({
    queryKey: [...GAMES_KEY, 'centre', filter, language],
    queryFn: ({ pageParam, signal }) => getGameCentrePage(filter, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: 60_000,
  });
}
