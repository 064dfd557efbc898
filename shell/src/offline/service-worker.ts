/*
 * The site's service worker (built by workbox-webpack-plugin's InjectManifest into /_app/sw.js,
 * served at /sw.js by the shell's server). It keeps the shell's own hashed files (precache),
 * remotes' chunks (cache first) and the pages a signed-in learner saved with their images, in a
 * cache of that learner's own; every navigation goes to the network first. Rules: offline-rules.ts; why
 * Workbox and what is kept: shell/docs/offline.md.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { parseOfflineMessage, type OfflineMessage } from './messages';
import {
  articleImagesOf,
  isArticleImage,
  isCacheableResponse,
  isSavedCacheName,
  offlinePageUrl,
  readOnlyCopy,
  remoteAssetKind,
  savedCacheName,
  savedCachesToDrop,
} from './offline-rules';

/** The few parts of the worker's global scope used here (the site's TypeScript has DOM types only). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerEvent & { data: unknown }) => void): void;
}
const worker = self as unknown as WorkerScope;

// A new build takes over at once: the shell's files are hashed, a page of the old build still
// finds its chunks (the network and the static host's build archive answer what is not precached).
worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

// the literal `self.__WB_MANIFEST` is what InjectManifest replaces with the list of files
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();

/** Keeps only 200 answers the server lets be kept. */
const onlyCacheable = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (isCacheableResponse(response) ? response : null),
};
// A remote's files are loaded by <script> (no CORS): fetched with CORS (the static hosts allow
// any origin), so the worker sees the status and never keeps an error.
const asCors: RequestInit = { mode: 'cors', credentials: 'omit' };
const ownOrigin = worker.location.origin;

registerRoute(
  ({ url }) => remoteAssetKind(url, ownOrigin) === 'entry',
  new NetworkFirst({
    cacheName: 'academy-remote-entries',
    fetchOptions: asCors,
    plugins: [onlyCacheable, new ExpirationPlugin({ maxEntries: 40 })],
  }),
);
registerRoute(
  ({ url }) => remoteAssetKind(url, ownOrigin) === 'code',
  new CacheFirst({
    cacheName: 'academy-remote-code',
    fetchOptions: asCors,
    plugins: [onlyCacheable, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

/** The saved copy of a page, from the signed-in learner's cache (the only one kept). */
async function savedCopy(url: string): Promise<Response | undefined> {
  for (const name of (await caches.keys()).filter(isSavedCacheName)) {
    const hit = await (await caches.open(name)).match(url, { ignoreSearch: true });
    if (hit) return hit;
  }
  return undefined;
}

const pageUrl = (url: string) => {
  const page = new URL(url, ownOrigin);
  return `${page.origin}${page.pathname}`;
};

/** Keeps an image a kept page shows (once: its name changes with its bytes); a failure leaves it out. */
async function keepImage(cache: Cache, src: string) {
  if (await cache.match(src)) return;
  const answer = await fetch(src, asCors).catch(() => null);
  if (answer && isCacheableResponse(answer)) await cache.put(src, answer);
}

/** Fetches a page and keeps its read-only copy; false when the server did not give one. */
async function keepCopy(cache: Cache, url: string, response?: Response): Promise<boolean> {
  const answer = response ?? (await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } }));
  if (answer.status !== 200 || !answer.headers.get('Content-Type')?.includes('text/html')) return false;
  const copy = readOnlyCopy(await answer.text());
  if (!copy) return false;
  await Promise.all(articleImagesOf(copy).map((src) => keepImage(cache, src)));
  const headers = new Headers(answer.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  await cache.put(pageUrl(url), new Response(copy, { status: 200, headers }));
  return true;
}

/** A saved page read online: its copy is renewed with what the server just sent. */
async function renewSavedCopy(url: string, response: Response) {
  for (const name of (await caches.keys()).filter(isSavedCacheName)) {
    const cache = await caches.open(name);
    if (await cache.match(pageUrl(url))) await keepCopy(cache, url, response);
  }
}

// An article's image: the kept one (a saved page's), else the network.
registerRoute(
  ({ url }) => isArticleImage(url),
  async ({ request }) => (await savedCopy(request.url)) ?? fetch(request),
);

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const response = await network.handle({ request, event });
        (event as unknown as WorkerEvent).waitUntil(renewSavedCopy(request.url, response.clone()));
        return response;
      } catch {
        const offline =
          (await savedCopy(request.url)) ?? (await matchPrecache(offlinePageUrl(new URL(request.url).pathname)));
        return offline ?? Response.error();
      }
    },
    { denylist: [/^\/_app\//] },
  ),
);

async function dropOtherLearners(userId: string | null) {
  await Promise.all(savedCachesToDrop(await caches.keys(), userId).map((name) => caches.delete(name)));
}

/** The learner's saved pages: what is no longer saved goes, what is new is fetched and kept. */
async function keepSaved(userId: string, paths: string[]) {
  await dropOtherLearners(userId);
  const cache = await caches.open(savedCacheName(userId));
  const wanted = new Set(paths.map(pageUrl));
  for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    await keepCopy(cache, url).catch(() => false);
  }
}

function apply(message: OfflineMessage) {
  return message.type === 'academy-offline:user'
    ? dropOtherLearners(message.userId)
    : keepSaved(message.userId, message.paths);
}

// One message after another: a sign-out that arrives while pages are being kept runs after it,
// so nothing of that learner is written back once the sign-out has cleared it.
let queue: Promise<unknown> = Promise.resolve();
worker.addEventListener('message', (event) => {
  const message = parseOfflineMessage(event.data);
  if (!message) return;
  queue = queue.then(() => apply(message)).catch(() => undefined);
  event.waitUntil(queue);
});
