import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { remoteOwnsRoutePath, type RemoteName } from '@academy/contracts';
import { http } from '@academy/platform';
import { mockHttp, setupMockApi } from './mock-http';
import { renderRoutes } from './render-routes';

/** [route path, a URL of it, the h1 taken from the remote's messages] */
export type RoutePage<M> = [path: string, url: string, title: (messages: M) => string];

/**
 * The contract of a remote's exposed routes: all under its own prefixes, each with a page test,
 * each rendering exactly one h1 in English and a different one in Thai, and naming the document
 * after it ("<h1> - Academy").
 */
export function describeRemoteRoutes<M>(
  remote: RemoteName,
  routes: RouteObject[],
  pages: RoutePage<M>[],
  messages: { en: M; th: M },
) {
  // No endpoint mocked: every call answers 404, so each page shows its frame and empty state.
  setupMockApi();
  describe(`${remote} routes`, () => {
    // The very first render (MUI, emotion, the router warming up) can take seconds on a busy
    // machine: do it once untimed, so the checks below measure the pages, not the cold start.
    beforeAll(async () => {
      const adapter = http.defaults.adapter;
      mockHttp(http, {});
      const [, url, title] = pages[0]!;
      const { unmount } = renderRoutes(routes, `/en/${url}`);
      await screen.findByRole('heading', { level: 1, name: title(messages.en) }, { timeout: 15_000 });
      unmount();
      http.defaults.adapter = adapter;
    }, 20_000);

    it(`only claims paths under the prefixes the route table gives the ${remote} remote`, () => {
      for (const route of routes) expect(remoteOwnsRoutePath(remote, route.path)).toBe(true);
    });

    it('has a page test for every route', () => {
      expect(routes.map((route) => route.path).sort()).toEqual(pages.map(([path]) => path).sort());
    });

    it.each(pages)('renders %s with its h1 and document title in English and in Thai', async (_path, url, title) => {
      expect(title(messages.th)).not.toBe(title(messages.en));
      const { unmount } = renderRoutes(routes, `/en/${url}`);
      expect(await screen.findByRole('heading', { level: 1, name: title(messages.en) })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(document.title).toBe(`${title(messages.en)} - Academy`);
      unmount();
      renderRoutes(routes, `/th/${url}`);
      expect(await screen.findByRole('heading', { level: 1, name: title(messages.th) })).toBeInTheDocument();
      expect(document.title).toBe(`${title(messages.th)} - Academy`);
    });
  });
}
