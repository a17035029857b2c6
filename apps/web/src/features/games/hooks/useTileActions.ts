import type { GameItem } from '@openlobby/contract/client';
import { useMemo } from 'react';
import { useFavouriteToggle } from './useFavouriteToggle.ts';
import { useGameLauncher } from './useGameLauncher.ts';
import type { TileActions } from '../components/GameTile.tsx';

/** What every tile of a screen does: launch by vendor, and the favourite star. */
export function useTileActions(pageBack?: string): TileActions {
  const favourites = useFavouriteToggle();
  const launch = useGameLauncher(pageBack);
  // Stable while nothing changes, so memoised tiles do not re-render with their screen.
  return useMemo(() => ({ favourites, onPlay: (game: GameItem) => void launch(game) }), [favourites, launch]);
}
