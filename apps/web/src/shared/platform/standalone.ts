/** True when running as an installed app (PWA or iOS home-screen web clip). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
  );
}

// Our own native app's marker and check are the contract's (the server applies them too).
export { isOwnApp, OWN_APP_USER_AGENT_MARKER } from '@openlobby/contract/client';

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
