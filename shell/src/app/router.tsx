import { createBrowserRouter, type RouteObject } from 'react-router';
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

export function createAppRouter() {
  const router = createBrowserRouter(shellRoutes, {
    // Remotes' routes are discovered on first visit to their area and grafted under /:lang.
    async patchRoutesOnNavigation({ path, patch }) {
      const remote = remoteForPath(path);
      if (remote && isLanguage(path.split('/')[1])) await ensureRemote(remote, patch);
    },
  });
  routerRef.set(router);
  return router;
}
