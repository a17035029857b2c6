import type { GameItem } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { PRELOADED_ICONS } from '../model/preloadIcons.ts';
import { GameTile, type TileActions } from './GameTile.tsx';

/** Tiles of the first rows fetch their icons at once; the rest wait until they near the screen. */
export const EAGER_TILES = PRELOADED_ICONS;

/** A short list of games (hot block, favourites block, a vendor's hot games): plain grid. */
export function GameGrid({
  games,
  actions,
  label,
  eagerCount = 0,
}: {
  games: readonly GameItem[];
  actions: TileActions;
  label: string;
  eagerCount?: number;
}): ReactElement {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={`${game.vassalage}:${game.nodeId}`}>
          <GameTile game={game} actions={actions} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
