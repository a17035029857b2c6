import {
  errorCatalogue,
  FAVOURITE_PAGE_SIZE_LARGE,
  TOAST_LOGIN_REQUIRED_MS,
} from '@openlobby/contract/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactElement, useEffect } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { showToast } from '../../../shared/ui/toastStore.ts';
import { favouriteGamesQuery } from '../api/getFavouriteGames.ts';
import { useGamesT } from '../i18n/texts.ts';
import { pagedGames } from '../model/paging.ts';
import { LOGIN_PATH } from '../model/paths.ts';
import type { TileActions } from './GameTile.tsx';
import { PagedGames } from './PagedGames.tsx';

/** The member's favourites in pages of 100 (spec 9), paged like the game list; guests are asked to log in. */
export function FavouriteList({ actions }: { actions: TileActions }): ReactElement {
  const { t } = useGamesT();
  const language = useLanguage();
  const token = useCommonStore((state) => state.session?.token ?? null);
  const query = useInfiniteQuery(favouriteGamesQuery(token, FAVOURITE_PAGE_SIZE_LARGE, language));
  // Spec 8: loading favourites without a session shows the log-in-required toast for 2 s.
  useEffect(() => {
    if (token === null) showToast(errorCatalogue.NOT_LOGGED_IN[language], 'info', TOAST_LOGIN_REQUIRED_MS);
  }, [token, language]);
  if (token === null) {
    return (
      <div className="games-empty">
        <p>{t('list.guestFav')}</p>
        <Link className="button button--primary" to={LOGIN_PATH}>
          {t('list.logIn')}
        </Link>
      </div>
    );
  }
  const games = pagedGames(query.data?.pages ?? [], (page) => page.content);
  return (
    <PagedGames
      query={query}
      games={games}
      actions={actions}
      label={t('tabs.FAV')}
      emptyText={t('list.favEmpty')}
    />
  );
}
