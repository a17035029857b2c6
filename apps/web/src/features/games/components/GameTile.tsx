import type { GameItem } from '@openlobby/contract/client';
import { memo, type ReactElement } from 'react';
import { Icon } from '../../../shared/ui/Icon.tsx';
import type { FavouriteToggle } from '../hooks/useFavouriteToggle.ts';
import { useGamesT } from '../i18n/texts.ts';
import { GameIcon } from './GameIcon.tsx';

export interface TileActions {
  favourites: FavouriteToggle;
  onPlay: (game: GameItem) => void;
}

/**
 * One game: tap to play, and a favourite star in its corner (spec 2.4 game tile). A game whose
 * vendor is not connected says so on the tile, in words and in its name, before any tap (the tap
 * still asks the server, which explains).
 */
export const GameTile = memo(function GameTile({
  game,
  actions,
  eager = false,
}: {
  game: GameItem;
  actions: TileActions;
  eager?: boolean;
}): ReactElement {
  const { t } = useGamesT();
  const name = game.displayName || game.gameName;
  const favourite = actions.favourites.isFavourite(game);
  // Only an answer that says so marks a tile: an older cached answer without the field plays.
  const soon = game.playable === false;
  return (
    <div className={soon ? 'game-tile game-tile--soon' : 'game-tile'}>
      <button
        type="button"
        className="game-tile__play"
        aria-label={t(soon ? 'tile.playSoon' : 'tile.play', { game: name })}
        onClick={() => actions.onPlay(game)}
      >
        <span className="game-tile__art">
          <GameIcon game={game} eager={eager} />
          {soon && <span className="game-tile__soon">{t('tile.soon')}</span>}
        </span>{' '}
        {/* Its own direction: an English name in Urdu reads left to right ("1-Minute SSC", not
            "Minute SSC-1"), an Urdu one right to left, whatever the page's direction. */}
        <bdi className="game-tile__name" dir="auto">
          {name}
        </bdi>
      </button>
      <button
        type="button"
        className="game-tile__star"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'tile.removeFav' : 'tile.addFav', { game: name })}
        aria-busy={actions.favourites.isPending(game)}
        disabled={actions.favourites.isPending(game)}
        onClick={() => void actions.favourites.toggle(game)}
      >
        <span className="game-tile__star-mark">
          <Icon name="star" size={16} />
        </span>
      </button>
    </div>
  );
});
