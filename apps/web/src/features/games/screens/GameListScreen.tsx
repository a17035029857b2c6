import { GameCategory } from '@openlobby/contract/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { WalletChip } from '../../../shared/ui/WalletChip.tsx';
import { gameListQuery, type GameListFilter } from '../api/getGameList.ts';
import { FavouriteList } from '../components/FavouriteList.tsx';
import { GameFrameHost } from '../components/GameFrame.tsx';
import { PagedGames } from '../components/PagedGames.tsx';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { useTileActions } from '../hooks/useTileActions.ts';
import { useGamesT } from '../i18n/texts.ts';
import { pagedGames } from '../model/paging.ts';
// games.css comes with the page itself (src/entry.ts); only the screens' own styles load here.
import './screens.css';

/** Typing settles for this long before the search is sent (each search restarts at page 1). */
const SEARCH_SETTLE_MS = 300;

function filterOf(params: URLSearchParams, gameName: string): GameListFilter {
  const type = params.get('type');
  const gameType = params.get('gameType')?.toUpperCase();
  const known = Object.values(GameCategory) as string[];
  return {
    gameType:
      type === 'hot'
        ? GameCategory.HOT
        : gameType && known.includes(gameType)
          ? (gameType as GameCategory)
          : undefined,
    vassalage: params.get('vassalage')?.toUpperCase() || undefined,
    gameName: gameName.trim() || undefined,
  };
}

function SearchableList(): ReactElement {
  const { t } = useGamesT();
  const language = useLanguage();
  const [params] = useSearchParams();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const filter = filterOf(params, search);
  const query = useInfiniteQuery(gameListQuery(filter, language));
  const actions = useTileActions();
  const games = pagedGames(query.data?.pages ?? [], (page) => page.games);
  const total = query.data?.pages[0]?.total;
  return (
    <>
      <form
        className="games-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed);
        }}
      >
        <label className="visually-hidden" htmlFor="game-search">
          {t('list.search')}
        </label>
        <Icon name="search" size={18} />
        <input
          id="game-search"
          type="search"
          className="games-search__input"
          placeholder={t('list.searchPlaceholder')}
          value={typed}
          maxLength={64}
          enterKeyHint="search"
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      <p className="games-list__count" aria-live="polite">
        {total === undefined ? '' : t('list.results', { count: total })}
      </p>
      <PagedGames
        query={query}
        games={games}
        actions={actions}
        label={t('list.search')}
        emptyText={t('list.empty')}
      />
    </>
  );
}

/** /m/gameList (spec 2.1, 4): a category or vendor's games, the hot list, or the member's favourites. */
export default function GameListScreen(): ReactElement {
  const { t } = useTranslation();
  const { t: tGames } = useGamesT();
  const [params] = useSearchParams();
  const actions = useTileActions();
  const type = params.get('type');
  // The list says which list it is, and the balance a game left shows when the game closes.
  const title =
    type === 'fav' ? tGames('home.favTitle') : type === 'hot' ? tGames('home.hotTitle') : t('title.gameList');
  return (
    <div className="games-list">
      <ScreenTitle title={title}>
        <WalletChip />
      </ScreenTitle>
      {params.get('type') === 'fav' ? <FavouriteList actions={actions} /> : <SearchableList />}
      <GameFrameHost />
    </div>
  );
}
