import type { GameItem } from '@openlobby/contract/client';
import { cdnIconSources } from './gameIcon.ts';

/** Icons of the first rows of home's hot block (two rows of three). */
export const PRELOADED_ICONS = 6;

/**
 * Spec 2.4: tile images are preloaded. The first rows' icons are fetched as soon as the hot list
 * arrives, before the game area's chunk has rendered, so the tiles paint with their pictures.
 */
export function preloadGameIcons(
  games: readonly GameItem[],
  imageCdns: readonly string[],
  fallbackCdn: string,
): void {
  for (const game of games.slice(0, PRELOADED_ICONS)) {
    const source = cdnIconSources(game, imageCdns, fallbackCdn)[0];
    if (source === undefined) continue;
    const image = new Image();
    image.decoding = 'async';
    image.src = source;
  }
}
