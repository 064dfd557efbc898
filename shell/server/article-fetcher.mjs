// The article of an article page, fetched from the API for the page's meta tags.
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { decodeURIComponentSafe } from '@academy/contracts/route-match';
import { forwardedHeaders } from './forwarded.mjs';

const ARTICLE_PATH = new RegExp(`^/(${routeTable.languages.join('|')})/articles/([^/]+)/?$`);

/**
 * Fetches one article for the page's meta tags: short timeout, results (also "not found") cached
 * for a few minutes; any failure answers null so the plain page is served. A fetch carries the
 * id and the learner's address of the request it is made for (`request`, see forwarded.mjs).
 */
export function createArticleFetcher({
  apiUrl,
  fetchImpl = globalThis.fetch,
  timeoutMs = 1500,
  ttlMs = 5 * 60_000,
  now = Date.now,
}) {
  const cache = new Map();
  return async function fetchArticle(lang, slug, request) {
    const key = `${lang}/${slug}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    let value = null;
    try {
      const res = await fetchImpl(`${apiUrl}/client/blogs/slug/${encodeURIComponent(slug)}`, {
        headers: { lang, accept: 'application/json', ...forwardedHeaders(request) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) {
        const body = await res.json();
        if (body && typeof body.title === 'string')
          value = {
            title: body.title,
            summary: String(body.summary ?? ''),
            language: body.language,
            coverImage: typeof body.coverImage === 'string' ? body.coverImage : null,
          };
      } else if (res.status !== 404) {
        return null; // not cached: the API may be back soon
      }
    } catch {
      return null;
    }
    if (cache.size > 1000) cache.clear();
    cache.set(key, { value, expires: now() + ttlMs });
    return value;
  };
}

/** The article of a path for its meta tags: null for a path that is not an article's (or when the API fails). */
export function articleOfPath(fetchArticle, pathname, request) {
  const match = ARTICLE_PATH.exec(pathname);
  return match ? fetchArticle(match[1], decodeURIComponentSafe(match[2]), request) : Promise.resolve(null);
}
