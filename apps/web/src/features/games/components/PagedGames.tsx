import type { GameItem } from '@openlobby/contract/client';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { usePainted } from '../../../shared/platform/usePainted.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll.ts';
import { useGamesT } from '../i18n/texts.ts';
import type { TileActions } from './GameTile.tsx';
import { VirtualGameGrid } from './VirtualGameGrid.tsx';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'data' | 'error' | 'isFetching' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'refetch'
>;

/**
 * Asks for the next page when the player nears the bottom. It comes into the page with the tiles and
 * starts watching only once they are all in it: a short grid draws its first two rows first and the
 * rest a task later (`usePainted`), and measured in between, a first page that fills the screen
 * read as too short and the second page was fetched before the player scrolled.
 */
function NextPageNearBottom({ query }: { query: PagedQuery }): null {
  const tilesIn = usePainted();
  const ready = query.hasNextPage && !query.isFetchingNextPage;
  useInfiniteScroll(() => {
    if (ready) void query.fetchNextPage();
  }, tilesIn && ready);
  return null;
}

/** A paged list on screen: tiles, the next page when the player nears the bottom, and its states. */
export function PagedGames({
  query,
  games,
  actions,
  label,
  emptyText,
}: {
  query: PagedQuery;
  games: readonly GameItem[];
  actions: TileActions;
  label: string;
  emptyText: string;
}): ReactElement {
  const { t } = useGamesT();

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
          <NextPageNearBottom query={query} />
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
