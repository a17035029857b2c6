import type { GameItem } from '@openlobby/contract/client';
import { useFavouriteToggle } from './useFavouriteToggle.ts';
import { useGameLauncher } from './useGameLauncher.ts';
import type { TileActions } from '../components/GameTile.tsx';

/** What every tile of a screen does: launch by vendor, and the favourite star. */
export function useTileActions(pageBack?: string): TileActions {
  const favourites = useFavouriteToggle();
  const launch = useGameLauncher(pageBack);
  return { favourites, onPlay: (game: GameItem) => void launch(game) };
}
