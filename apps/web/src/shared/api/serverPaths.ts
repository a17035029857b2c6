/**
 * Every path prefix the server answers besides the app itself (/m/): the API, the lottery and chat
 * pages, the studio, the demo payment page, the operator's pages, files and health checks. Two
 * lists come from this one: `npm run dev` proxies each to the server (vite.config.ts), and the
 * service worker lets each pass untouched, never answering from its cache (src/serviceWorker/sw.ts,
 * filled in at build time). A prefix added here is proxied and passed through at once.
 */
export const SERVER_PATHS = [
  '/wps',
  '/lgw',
  '/lotto',
  '/lottery',
  '/ops',
  '/chat',
  '/studio',
  '/seamless',
  '/pay',
  '/cdn',
  '/docs',
  '/healthz',
  '/readyz',
] as const;
