/*
 * The console's service worker, built into /sw.js by web/vite.config.ts, which writes PRECACHE (the
 * built files a page may need offline) and BUILD (what tells one build from the next) before it.
 *
 * It keeps the app's page and its built files, nothing else: API calls (under /admin/api/, POST
 * with encrypted bodies, or GET with a signed query) always go to the network and are never
 * stored, so no answer carrying personal data stays in the cache. The field entry screen keeps
 * what it needs offline (the user's source points, the waiting entries) in IndexedDB itself.
 */

declare const PRECACHE: readonly string[];
declare const BUILD: string;

// The worker's own event types: the web project compiles against the DOM library, which has none.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE_PREFIX = 'ews-shell-';
const CACHE = `${CACHE_PREFIX}${BUILD}`;
/** The page the server sends for every client route (with the operator's settings filled in): one copy serves them all. */
const PAGE = '/';
const API_PREFIX = '/admin/api/';

worker.addEventListener('install', (event) => {
  // A new build's files are all stored before it takes over, so no page mixes two builds.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([PAGE, ...PRECACHE]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)))));
});

/**
 * The page from the network, kept for offline use; the kept one when the network fails. A page
 * marked no-store is not kept: the source list's carries its first rows, one person's records
 * (drawn by the server), which must not outlive their session in this browser.
 */
async function page(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    const keepable = !/\bno-store\b/.test(response.headers.get('cache-control') ?? '');
    if (response.ok && keepable && response.headers.get('content-type')?.startsWith('text/html')) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(PAGE, { cacheName: CACHE });
    if (kept) return kept;
    throw error;
  }
}

/** A built file: the stored copy (file names carry their content's hash), else the network. */
async function builtFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE, ignoreVary: true })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin || url.pathname.startsWith(API_PREFIX)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (PRECACHE.includes(url.pathname)) event.respondWith(builtFile(request));
});
