// What the service worker keeps and where (pure rules, shared by the worker and its tests).
import { articleImageRoute, languages } from '@academy/contracts';
import { languageOfPath } from '@academy/contracts/route-match';
import { BOOT_ATTRIBUTE } from '../../server/boot-on-intent';
import { SSR_STATE_ID } from '../../server/ssr-state-id';

/** The saved pages of one learner live in a cache of their own, named by their user id. */
const SAVED_CACHE_PREFIX = 'academy-saved-';

export const savedCacheName = (userId: string) => `${SAVED_CACHE_PREFIX}${encodeURIComponent(userId)}`;

export const isSavedCacheName = (name: string) => name.startsWith(SAVED_CACHE_PREFIX);

/** The saved-page caches to delete when `userId` is the one signed in (every one when nobody is). */
export const savedCachesToDrop = (names: string[], userId: string | null) =>
  names.filter((name) => isSavedCacheName(name) && (userId === null || name !== savedCacheName(userId)));

/** A remote's content-hashed file (immutable) and its entry files (change with every deploy). */
const HASHED_CODE = /\.[0-9a-f]{8}\.(js|css)$/;
const REMOTE_ENTRY = /\/(mf-manifest\.json|remoteEntry\.js)$/;

/**
 * What a request for another origin's file is: `entry` (a remote's manifest or entry: network
 * first, so a redeployed remote is used at the next load), `code` (a remote's hashed chunk:
 * cache first) or null (anything else, the API included: not cached).
 */
export function remoteAssetKind(url: URL, ownOrigin: string): 'entry' | 'code' | null {
  if (url.origin === ownOrigin || url.search) return null;
  if (REMOTE_ENTRY.test(url.pathname)) return 'entry';
  return HASHED_CODE.test(url.pathname) ? 'code' : null;
}

/** Only a complete 200 answer the server allows to be kept (not private, not no-store). */
export function isCacheableResponse(response: Pick<Response, 'status' | 'headers'>) {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return response.status === 200 && !/\b(no-store|private)\b/i.test(cacheControl);
}

/** The offline page in the language of the path asked for (precached, see shell/docs/offline.md). */
export const offlinePageUrl = (pathname: string) => `/_app/offline-${languageOfPath(pathname)}.html`;

/** The pages of a saved article that are kept: its page in each language. */
export const savedArticlePaths = (slugs: string[]) =>
  slugs.flatMap((slug) => languages.map((lang) => `/${lang}/articles/${encodeURIComponent(slug)}`));

/**
 * The copy of a server-rendered page that is read offline: the same HTML without the app's
 * script (the app and its remote would need the network; the page is complete HTML and reads
 * as it is), and a picture's other widths (`<source>`): offline it shows the one image kept.
 * Null for a page the server did not render (its text would come from the app).
 */
export function readOnlyCopy(html: string): string | null {
  if (!html.includes(`id="${SSR_STATE_ID}"`)) return null;
  return html
    .replace(/<script defer(?:="")? src="?[^"\s>]+"?><\/script>/g, '')
    .replace(new RegExp(` ${BOOT_ATTRIBUTE}="[^"]*"`, 'g'), '')
    .replace(PICTURE_SOURCE, '');
}

const PICTURE_SOURCE = new RegExp(`<source [^>]*srcset="[^"]*${articleImageRoute}/[^>]*>`, 'g');
const IMAGE_SRC = new RegExp(`<img [^>]*src="([^"]*${articleImageRoute}/[^"]+)"`, 'g');

/** The article images (diagrams, pictures) a kept page shows: kept with it, so it reads whole offline. */
export const articleImagesOf = (html: string) => [...new Set([...html.matchAll(IMAGE_SRC)].map((m) => m[1]!))];

/** An article image (immutable: its name carries its hash), on the API's origin. */
export const isArticleImage = (url: URL) => url.pathname.includes(`${articleImageRoute}/`);
