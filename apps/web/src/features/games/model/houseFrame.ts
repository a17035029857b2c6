/** Where the house studio's game pages are served (apps/server/src/modules/studio/). */
const STUDIO_PATH = '/studio/';

/**
 * A launched game's address in the frame. The house studio's pages are drawn by the server before
 * any script runs, so they are told the lobby's theme in the address (cssName, as the lottery's
 * page is); a vendor's own address is left exactly as the server gave it.
 */
export function gameFrameSrc(url: string, theme: string): string {
  if (!url.startsWith(STUDIO_PATH)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}cssName=${encodeURIComponent(theme)}`;
}
