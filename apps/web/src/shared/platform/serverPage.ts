import type { Language, Theme } from '@openlobby/contract/client';

/**
 * A page the server draws for the player on this site (the demo payment page, live chat, the house
 * studio's games in the game frame), opened in the lobby's language and theme, as the lottery frame
 * is: `lang` and `cssName` in its query. Another site's address (a real payment gateway's, a
 * vendor's game) is left exactly as it came, since its owner may sign its own link.
 */
export function inLobbyLook(url: string, language: Language, theme: Theme): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  query.set('lang', language);
  query.set('cssName', theme);
  return `${path}?${query.toString()}${hash}`;
}
