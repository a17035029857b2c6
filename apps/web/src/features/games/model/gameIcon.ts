import {
  GAME_ICON_DIR,
  GAME_ICON_LARGE_WIDTH,
  GAME_ICON_WIDTH,
  type GameItem,
} from '@openlobby/contract/client';

/**
 * Shown when no CDN can serve a game's icon (spec 2.4: default image on load failure). Inline, so
 * it can never fail itself.
 */
// A literal (not built at run time), so the first load's icon preloading does not carry it.
export const DEFAULT_GAME_IMAGE =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20viewBox%3D%220%200%20120%20120%22%3E%3Crect%20width%3D%22120%22%20height%3D%22120%22%20rx%3D%2216%22%20fill%3D%22%233b3357%22%2F%3E%3Cpath%20d%3D%22M38%2038h44v44H38z%22%20fill%3D%22none%22%20stroke%3D%22%23c9b8ff%22%20stroke-width%3D%225%22%20stroke-linejoin%3D%22round%22%2F%3E%3Ccircle%20cx%3D%2252%22%20cy%3D%2252%22%20r%3D%224%22%20fill%3D%22%23c9b8ff%22%2F%3E%3Ccircle%20cx%3D%2268%22%20cy%3D%2268%22%20r%3D%224%22%20fill%3D%22%23c9b8ff%22%2F%3E%3Ccircle%20cx%3D%2268%22%20cy%3D%2252%22%20r%3D%224%22%20fill%3D%22%23c9b8ff%22%2F%3E%3Ccircle%20cx%3D%2252%22%20cy%3D%2268%22%20r%3D%224%22%20fill%3D%22%23c9b8ff%22%2F%3E%3C%2Fsvg%3E';

/** One address a tile tries; `srcSet` lets a phone pick the icon width its screen needs. */
export interface IconSource {
  readonly src: string;
  readonly srcSet?: string;
}

/** Not CDN-relative: another site's, inline, or a picture uploaded to our own server. */
const isAbsolute = (path: string): boolean => /^((https?:)?\/\/|data:|\/uploads\/)/.test(path);
const isOwnIcon = (path: string): boolean => path.startsWith(`${GAME_ICON_DIR}/`);

/**
 * CDN addresses of a game's icon, in order: the first image CDN, then the fallback CDN (spec 7.2:
 * icons are CDN-relative paths that carry the merchant code). Our own icons come in two known
 * widths, so a phone of ordinary density loads the small one (half the bytes on a slow network).
 * A game's own picture (an absolute mobileLargeIcon) comes first, then its drawn icon (iconUrl).
 */
export function cdnIconSources(
  game: Pick<GameItem, 'mobileLargeIcon' | 'iconUrl'>,
  imageCdns: readonly string[],
  fallbackCdn: string,
): IconSource[] {
  const path = game.mobileLargeIcon || game.iconUrl;
  if (!path) return [];
  if (isAbsolute(path))
    return [
      { src: path },
      ...(path === game.iconUrl
        ? []
        : cdnIconSources({ iconUrl: game.iconUrl, mobileLargeIcon: '' }, imageCdns, fallbackCdn)),
    ];
  const bases = [imageCdns[0], fallbackCdn].filter(
    (base): base is string => base !== undefined && base !== '',
  );
  const widths =
    game.iconUrl !== game.mobileLargeIcon && isOwnIcon(game.iconUrl) && isOwnIcon(game.mobileLargeIcon);
  // No CDN known yet (first visit, settings still on their way): nothing to ask for rather than a
  // guessed address that would 404.
  return [...new Set(bases)].map((base) => {
    const root = base.replace(/\/$/, '');
    return widths
      ? {
          src: `${root}${path}`,
          srcSet: `${root}${game.iconUrl} ${GAME_ICON_WIDTH}w, ${root}${game.mobileLargeIcon} ${GAME_ICON_LARGE_WIDTH}w`,
        }
      : { src: `${root}${path}` };
  });
}

/**
 * Every address a tile tries, the default image last (spec 2.4: default image on load failure).
 * Empty while the CDNs are unknown and the game has an icon: the tile keeps its empty box.
 */
export function gameIconSources(
  game: Pick<GameItem, 'mobileLargeIcon' | 'iconUrl'>,
  imageCdns: readonly string[],
  fallbackCdn: string,
): IconSource[] {
  const cdnKnown = imageCdns.length > 0 || fallbackCdn !== '';
  if (!cdnKnown && (game.mobileLargeIcon || game.iconUrl)) return [];
  return [...cdnIconSources(game, imageCdns, fallbackCdn), { src: DEFAULT_GAME_IMAGE }];
}

/** Favourites and stars name a game by nodeId and vendor. */
export function favouriteKey(nodeId: number, vendor: string): string {
  return `${vendor.toUpperCase()}:${nodeId}`;
}
