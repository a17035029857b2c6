import type { GameItem } from '@openlobby/contract/client';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
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
    'isPending' | 'isError' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'refetch'
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

  if (query.isPending) return <Spinner label={t('home.loading')} />;
  if (query.isError && games.length === 0) {
    return (
      <div className="games-empty" role="alert">
        <p>{t('list.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (games.length === 0) return <p className="games-empty">{emptyText}</p>;
  return (
    <>
      <VirtualGameGrid games={games} actions={actions} label={label} />
      <div className="games-list__foot">
        {query.isFetchingNextPage ? (
          <Spinner label={t('list.loadingMore')} />
        ) : (
          !query.hasNextPage && <p>{t('list.end')}</p>
        )}
      </div>
    </>
  );
}
