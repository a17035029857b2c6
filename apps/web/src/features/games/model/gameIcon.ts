import type { GameItem } from '@openlobby/contract/client';

/**
 * Shown when no CDN can serve a game's icon (spec 2.4: default image on load failure). Inline, so
 * it can never fail itself.
 */
export const DEFAULT_GAME_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" rx="16" fill="#3b3357"/><path d="M38 38h44v44H38z" fill="none" stroke="#c9b8ff" stroke-width="5" stroke-linejoin="round"/><circle cx="52" cy="52" r="4" fill="#c9b8ff"/><circle cx="68" cy="68" r="4" fill="#c9b8ff"/><circle cx="68" cy="52" r="4" fill="#c9b8ff"/><circle cx="52" cy="68" r="4" fill="#c9b8ff"/></svg>',
  );

/**
 * Addresses to try for a game's icon, in order: the first image CDN, the fallback CDN, then the
 * default image (spec 7.2: icons are CDN-relative paths that carry the merchant code).
 */
export function gameIconSources(
  game: Pick<GameItem, 'mobileLargeIcon' | 'iconUrl'>,
  imageCdns: readonly string[],
  fallbackCdn: string,
): string[] {
  const path = game.mobileLargeIcon || game.iconUrl;
  if (!path) return [DEFAULT_GAME_IMAGE];
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return [path, DEFAULT_GAME_IMAGE];
  const bases = [imageCdns[0], fallbackCdn].filter(
    (base): base is string => base !== undefined && base !== '',
  );
  const sources = [...new Set(bases)].map((base) => `${base.replace(/\/$/, '')}${path}`);
  return [...(sources.length > 0 ? sources : [path]), DEFAULT_GAME_IMAGE];
}

/** Favourites and stars name a game by nodeId and vendor. */
export function favouriteKey(nodeId: number, vendor: string): string {
  return `${vendor.toUpperCase()}:${nodeId}`;
}
