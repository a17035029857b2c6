import type { GameItem } from '@openlobby/contract/client';
import { type ReactElement, useState } from 'react';
import { useCommonStore } from '../../../shared/store/commonStore.ts';
import { gameIconSources } from '../model/gameIcon.ts';

/** Intrinsic size of tile icons: the box is fixed before the image arrives (no layout shift). */
export const GAME_ICON_SIZE = 120;
/**
 * A tile is about a third of the screen less gaps (31vw), at most a third of the 480 px shell.
 * Told as 30vw so a phone of density 2 takes the 240 px icon (a browser takes the first width
 * covering its density, and 31vw asked for 1% more than 240 px).
 */
const TILE_SIZES = '(min-width: 480px) 150px, 30vw';

/**
 * A game's icon from the image CDN, then the fallback CDN, then the default image (spec 2.4). Icons
 * above the fold are fetched at once (`eager`, preloaded by the screen); the rest lazily, so the
 * first screen is never blocked by images below it.
 */
export function GameIcon({
  game,
  eager = false,
}: {
  game: Pick<GameItem, 'mobileLargeIcon' | 'iconUrl'>;
  eager?: boolean;
}): ReactElement {
  const imageCdns = useCommonStore((state) => state.imageCDNs);
  const fallbackCdn = useCommonStore((state) => state.fallbackImageCdn);
  const sources = gameIconSources(game, imageCdns, fallbackCdn);
  const [attempt, setAttempt] = useState(0);
  const source = sources[Math.min(attempt, sources.length - 1)];
  if (source === undefined) return <span className="game-icon" aria-hidden="true" />;
  return (
    <img
      className="game-icon"
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet === undefined ? undefined : TILE_SIZES}
      alt=""
      width={GAME_ICON_SIZE}
      height={GAME_ICON_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setAttempt((value) => (value < sources.length - 1 ? value + 1 : value))}
    />
  );
}
