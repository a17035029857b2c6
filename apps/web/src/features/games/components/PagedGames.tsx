import type { GameItem } from '@openlobby/contract/client';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll.ts';
import { useGamesT } from '../i18n/texts.ts';
import type { TileActions } from './GameTile.tsx';
import { VirtualGameGrid } from './VirtualGameGrid.tsx';

/** A paged list on screen: tiles, the next page when the player nears the bottom, and its states. */
export function PagedGames({
  query,
  games,
  actions,
  label,
  emptyText,
}: {
  query: Pick<
    UseInfiniteQueryResult,
    'data' | 'error' | 'isFetching' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'refetch'
  >;
  games: readonly GameItem[];
  actions: TileActions;
  label: string;
  emptyText: string;
}): ReactElement {
  const { t } = useGamesT();
  useInfiniteScroll(() => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  }, query.hasNextPage && !query.isFetchingNextPage);

  return (
    <LoadState
      // The tiles are the caller's pages flattened: they stand for the data once a page is in.
      query={{ ...query, data: query.data === undefined ? undefined : games }}
      loadingLabel={t('home.loading')}
      failedTitle={t('list.loadFailed')}
      isEmpty={(loaded) => loaded.length === 0}
      empty={{ title: emptyText }}
    >
      {(loaded) => (
        <>
          <VirtualGameGrid games={loaded} actions={actions} label={label} />
          <div className="games-list__foot">
            {query.isFetchingNextPage ? (
              <Spinner label={t('list.loadingMore')} />
            ) : (
              !query.hasNextPage && <p>{t('list.end')}</p>
            )}
          </div>
        </>
      )}
    </LoadState>
  );
}
