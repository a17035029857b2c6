/**
 * Media queries asked once and then read: `matchMedia` builds and evaluates a new query each time
 * (on a page still being built, after a style update), and these are asked on every render of the
 * download links and every API request. A kept query list is updated by the browser as things
 * change, so reading it stays true.
 */
const kept = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

function mediaMatches(query: string): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  // Kept per matchMedia function (a list belongs to the one that made it); only a key here.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const maker = window.matchMedia;
  let lists = kept.get(maker);
  if (lists === undefined) {
    lists = new Map();
    kept.set(maker, lists);
  }
  let list = lists.get(query);
  if (list === undefined) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list.matches;
}

/** True when running as an installed app (PWA or iOS home-screen web clip). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || mediaMatches('(display-mode: standalone)');
}

// Our own native app's marker and check are the contract's (the server applies them too).
export { isOwnApp, OWN_APP_USER_AGENT_MARKER } from '@openlobby/contract/client';

export function prefersReducedMotion(): boolean {
  return mediaMatches('(prefers-reduced-motion: reduce)');
}
