import type { GameItem } from '@openlobby/contract/client';
import { type CommonState, useCommonStore } from '../../../shared/store/commonStore.ts';
import { cdnIconSources } from './gameIcon.ts';

/** Icons of the first rows of home's hot block (two rows of three). */
export const PRELOADED_ICONS = 6;

/**
 * Spec 2.4: tile images are preloaded. The first rows' icons are fetched as soon as the hot list
 * arrives, before the game area's chunk has rendered, so the tiles paint with their pictures.
 */
function preload(games: readonly GameItem[], imageCdns: readonly string[], fallbackCdn: string): void {
  for (const game of games.slice(0, PRELOADED_ICONS)) {
    const source = cdnIconSources(game, imageCdns, fallbackCdn)[0];
    if (source === undefined) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = source;
  }
}

/** Preloads once the image CDNs are known (from the cached settings, or when the settings arrive). */
export function preloadGameIcons(games: readonly GameItem[]): void {
  const known = (state: CommonState): boolean => state.imageCDNs.length > 0 || state.fallbackImageCdn !== '';
  const run = (state: CommonState): void => preload(games, state.imageCDNs, state.fallbackImageCdn);
  const now = useCommonStore.getState();
  if (known(now)) {
    run(now);
    return;
  }
  const stop = useCommonStore.subscribe((state) => {
    if (!known(state)) return;
    stop();
    run(state);
  });
}
