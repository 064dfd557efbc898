import { matchRoutes } from 'react-router';
import { isLanguage, remoteForPath } from '@academy/contracts';
import { ensureRemote } from './remotes/graft';
import { routerRef } from './router-ref';

/**
 * The next page's code before the click: when a pointer rests on, a finger touches or the keyboard
 * focuses a link of the site, its area's remote is loaded and grafted and its route's module
 * fetched, once per path, so the navigation that follows waits for data only. Call it once the
 * page is hydrated (a patch of the router must not race hydration).
 */
export function prefetchLinksOnIntent(doc: Document = document) {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== doc.location.origin) return;
    if (seen.has(link.pathname)) return;
    seen.add(link.pathname);
    void prefetchPage(link.pathname);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    doc.addEventListener(type, onIntent, { capture: true, passive: true });
}

async function prefetchPage(path: string) {
  const router = routerRef.get();
  const remote = remoteForPath(path);
  if (remote && isLanguage(path.split('/')[1]) && !(await ensureRemote(remote, router.patchRoutes))) return;
  for (const { route } of matchRoutes(router.routes, path) ?? [])
    if (typeof route.lazy === 'function') void route.lazy().catch(() => {});
}
