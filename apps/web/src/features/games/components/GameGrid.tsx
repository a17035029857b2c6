import type { GameItem } from '@openlobby/contract/client';
import type { ReactElement } from 'react';
import { usePainted } from '../../../shared/platform/usePainted.ts';
import { GameTile, type TileActions } from './GameTile.tsx';

/**
 * Tiles of the first two rows fetch their icons at once (spec 2.4: preloaded, in a fixed box); the
 * rest wait until they near the screen.
 */
export const EAGER_TILES = 6;

/**
 * A short list of games (hot block, favourites block, a vendor's hot games): plain grid. Its first
 * two rows come in its first render, the rest a frame later: a grid of tiles is the longest render
 * of home, and split it is two short tasks where a cheap phone can answer a tap in between.
 */
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
  const painted = usePainted();
  const shown = painted ? games : games.slice(0, EAGER_TILES);
  return (
    <ul className="game-grid" aria-label={label}>
      {shown.map((game, index) => (
        <li key={`${game.vassalage}:${game.nodeId}`}>
          <GameTile game={game} actions={actions} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
