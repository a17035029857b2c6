import { SW_UPDATE_CHECK_FIRST_MS, SW_UPDATE_CHECK_INTERVAL_MS } from '@openlobby/contract/client';

/** Built by vite.config.ts (serviceWorker plugin) next to index.html. */
export const SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never
 * competes with the first paint; then checks for a new version 200 ms later and every 60 s (spec 9).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = (): void => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL })
      // A browser that blocks workers (tests, some privacy modes) may resolve without one.
      .then((registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return;
        const check = (): void => void registration.update().catch(() => undefined);
        setTimeout(check, SW_UPDATE_CHECK_FIRST_MS);
        setInterval(check, SW_UPDATE_CHECK_INTERVAL_MS);
      })
      // Without a worker the lobby works as before, only without its offline page.
      .catch(() => undefined);
  };
  const whenIdle = (): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register);
    else setTimeout(register, SW_UPDATE_CHECK_FIRST_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
