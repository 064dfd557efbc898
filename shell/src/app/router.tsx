import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { isLanguage, remoteForPath } from '@academy/contracts';
import { applyLanguage } from '@academy/platform';
import { RootLayout } from './layout/root-layout';
import { LanguageRedirect } from './pages/language-redirect';
import { NotFoundOrUnavailable } from './pages/not-found-or-unavailable';
import { RouteError } from './pages/route-error';
import { ShellFallback } from './pages/shell-fallback';
import { LANG_ROUTE_ID, ensureRemote } from './remotes/graft';
import { routerRef } from './router-ref';

export const shellRoutes: RouteObject[] = [
  { path: '/', element: <LanguageRedirect />, HydrateFallback: ShellFallback },
  {
    id: LANG_ROUTE_ID,
    path: '/:lang',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: ShellFallback,
    loader: ({ params }) => (applyLanguage(params.lang), null),
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
    children: [{ id: 'not-found', path: '*', element: <NotFoundOrUnavailable /> }],
  },
];

/**
 * The route tree with some remotes' routes already grafted under `/:lang` (the server render, and
 * the browser before it hydrates a server-rendered page); `shellRoutes` itself is left as it is.
 */
export function routesWith(grafted: RouteObject[]): RouteObject[] {
  return shellRoutes.map((route) =>
    route.id === LANG_ROUTE_ID && !route.index
      ? { ...route, children: [...grafted, ...(route.children ?? [])] }
      : route,
  );
}

export function createAppRouter({
  routes = shellRoutes,
  hydrationData,
}: { routes?: RouteObject[]; hydrationData?: HydrationState } = {}) {
  const router = createBrowserRouter(routes, {
    hydrationData,
    // Remotes' routes are discovered on first visit to their area and grafted under /:lang.
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = remoteForPath(path);
      if (remote && isLanguage(path.split('/')[1])) await ensureRemote(remote, patch);
    },
  });
  routerRef.set(router);
  return router;
}
