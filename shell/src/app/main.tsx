import { StrictMode, startTransition, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ThemeContext } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes, useNavigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router';
import {
  applyLanguage,
  browserFormats,
  prefetchSiteDialogs,
  queryClient,
  refreshSession,
  reportSingletons,
} from '@academy/platform';
import { browserThaiRuns } from '@academy/ui';
import '../i18n';
import { AppFrame } from './app-frame';
import { keepSignedInHint } from './boot/signed-in-hint';
import { graftForHydration } from './remotes/graft';
import { registerConfiguredRemotes } from './remotes/remote-loader';
import { useRemoteStatus } from './remotes/remote-status';
import { createAppRouter, routesWith } from './router';
import { readSsrState, type SsrState } from './ssr-state';
import { prefetchOnUseWhenIdle } from './layout/load-on-use';
import { prefetchLinksOnIntent } from './prefetch-on-intent';
import { reportWebVitals } from './web-vitals';
import { whenHydrated } from './when-hydrated';
import { keepSavedArticlesOffline } from '../offline/keep-saved-articles';
import { registerServiceWorker } from '../offline/register';

reportSingletons('shell', { useState, createPortal, useNavigate, ThemeContext });

registerConfiguredRemotes();
// Who is signed in (the API's HttpOnly session cookie): read on every load, while the page
// hydrates; the session store says 'loading' until the answer (the server render does too).
void refreshSession();
keepSignedInHint();
// Offline reading (shell/docs/offline.md): the worker registers once the page has loaded.
registerServiceWorker();
keepSavedArticlesOffline();
const container = document.getElementById('root')!;

const app = (router: ReturnType<typeof createAppRouter>, failed: SsrState['failed'] = []): ReactNode => (
  <StrictMode>
    <AppFrame failed={failed}>
      <RouterProvider router={router} />
    </AppFrame>
  </StrictMode>
);

/** Load the route modules the server rendered (lazy routes), so the first render matches its HTML. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** A server-rendered page: same language, data and route modules as the server, then hydrate. */
async function hydrateServerPage(ssr: SsrState) {
  applyLanguage(ssr.language);
  hydrate(queryClient, ssr.queries);
  browserThaiRuns.seed(ssr.thaiRuns);
  browserFormats.seed(ssr.formats);
  // What the server could not load counts as failed here too: Retry then asks for a fresh entry
  // (the page's preload of it failed, and the browser would reuse that answer).
  for (const remote of ssr.failed) useRemoteStatus.setState({ [remote]: 'failed' });
  const grafted = ssr.remote && !ssr.failed.includes(ssr.remote) ? await graftForHydration(ssr.remote) : [];
  if (grafted === null) {
    // The remote the server rendered cannot be loaded here: render in the browser (its panel).
    container.replaceChildren();
    createRoot(container).render(app(createAppRouter()));
    return;
  }
  const routes = routesWith(grafted);
  await resolveLazyMatches(routes);
  const router = createAppRouter({ routes, hydrationData: ssr.hydrationData });
  // As a transition, the root's own hydration pass runs in time slices too (the units after it
  // hydrate on their own); a tap meanwhile still hydrates what it lands on at once.
  startTransition(() => {
    hydrateRoot(container, app(router, ssr.failed));
  });
}

const ssr = readSsrState();
if (ssr) void hydrateServerPage(ssr);
else createRoot(container).render(app(createAppRouter()));
reportWebVitals();
// what the next tap needs, once the page is interactive: the menus' and dialogs' code at idle, a link's page on intent
whenHydrated(() => {
  prefetchOnUseWhenIdle(prefetchSiteDialogs);
  prefetchLinksOnIntent();
});
