import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { PlatformProviders, applyLanguage, i18n, useSessionStore, initialSettings } from '@academy/platform';

/**
 * Render a remote's routes at a URL, under `/:lang`, inside the same providers the shell gives
 * them. Resets the session store first so tests don't leak state into each other: signed out
 * and known (the shell would have read the session); a test signs in with `setState({ user })`.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  useSessionStore.setState({ user: null, checked: true, settings: initialSettings, loading: false, kycPrompt: null });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        HydrateFallback: () => null,
        loader: ({ params }) => (applyLanguage(params.lang), null),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
  return { ...result, router, i18n };
}
