import { FAVOURITE_PAGE_SIZE_SMALL } from '@openlobby/contract/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useLanguage } from '../../../shared/i18n/useLanguage.ts';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { favouriteGamesQuery } from '../api/getFavouriteGames.ts';
import { useGamesT } from '../i18n/texts.ts';
import { GAME_LIST_PATH } from '../model/paths.ts';
import { BlockHeading } from './BlockHeading.tsx';
import { GameGrid } from './GameGrid.tsx';
import type { TileActions } from './GameTile.tsx';

/** Home's 'my collection' (members only): the newest 15 favourites and a more link to the full list. */
export function FavouritesBlock({ actions }: { actions: TileActions }): ReactElement | null {
  const { t } = useGamesT();
  const language = useLanguage();
  const token = useCommonStore((state) => state.session?.token ?? null);
  const favourites = useInfiniteQuery(favouriteGamesQuery(token, FAVOURITE_PAGE_SIZE_SMALL, language));
  if (token === null) return null;
  return (
    <section className="games-block" aria-labelledby="fav-block-title">
      <BlockHeading
        id="fav-block-title"
        title={t('home.favTitle')}
        moreTo={`${GAME_LIST_PATH}?type=fav`}
        moreLabel={t('home.moreFav')}
      />
      <LoadState
        query={{ ...favourites, data: favourites.data && (favourites.data.pages[0]?.content ?? []) }}
        loadingLabel={t('home.loading')}
        isEmpty={(games) => games.length === 0}
        empty={{ title: t('home.favEmpty') }}
      >
        {(games) => <GameGrid games={games} actions={actions} label={t('home.favTitle')} />}
      </LoadState>
    </section>
  );
}
