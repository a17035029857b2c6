/**
 * The lobby's service worker, built by vite.config.ts into dist/sw.js (served as /m/sw.js, scope
 * /m/). It makes the lobby installable and says clearly when the network is gone:
 * - navigations go to the network first (a rebuilt app shows at once) and fall back to the offline
 *   page;
 * - hashed build files are immutable, so they come from the cache once stored;
 * - API calls (and anything not GET) are never touched: they always meet the server.
 * Each build gets its own cache; the new worker takes over at once and deletes the old caches.
 */
export {};

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
declare const self: WorkerScope;

/**
 * Filled in at build time: the build's id, the files of the first load and the offline page, and
 * the server's paths (SERVER_PATHS of src/shared/api/serverPaths.ts, the dev proxy's list too).
 */
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];
declare const __SW_SERVER_PATHS__: readonly string[];

const BASE = '/m/';
const CACHE_PREFIX = 'openlobby-';
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;
const OFFLINE_PAGE = `${BASE}offline.html`;
const ASSETS = `${BASE}assets/`;
/** Server paths whose answers must never come from a cache. */
const NEVER_CACHED = __SW_SERVER_PATHS__;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SW_PRECACHE__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkOrOfflinePage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

async function cachedFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

async function networkThenCache(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) return;
  if (request.mode === 'navigate') {
    if (url.pathname === '/m' || url.pathname.startsWith(BASE))
      event.respondWith(networkOrOfflinePage(request));
    return;
  }
  if (url.pathname.startsWith(ASSETS)) {
    event.respondWith(cachedFirst(request));
    return;
  }
  // The offline page's own files, the manifest and the icons: fresh when online, cached offline.
  if (__SW_PRECACHE__.includes(url.pathname)) event.respondWith(networkThenCache(request));
});
