/** True when running as an installed app (PWA or iOS home-screen web clip). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
  );
}

/**
 * True inside our own native app: its web view adds this marker to the user agent (spec 2.14: the
 * download bar is hidden for the app itself).
 */
export const OWN_APP_USER_AGENT_MARKER = 'OpenLobbyApp';

export function isOwnApp(userAgent: string): boolean {
  return userAgent.includes(OWN_APP_USER_AGENT_MARKER);
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
