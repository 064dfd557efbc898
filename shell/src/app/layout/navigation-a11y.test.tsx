import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { PlatformProviders, applyLanguage } from '@academy/platform';
import { Page } from '@academy/ui';
import '../../i18n';
import { RouteProgress } from './route-progress';
import { useFocusHeadingOnNavigation } from './use-focus-heading-on-navigation';

function Layout() {
  useFocusHeadingOnNavigation();
  return (
    <>
      <RouteProgress />
      <nav>
        <Link to="one">One</Link>
        <Link to="two">Two</Link>
        <Link to="two?sort=new">Two, newest</Link>
        <Link to="slow">Slow</Link>
        <Link to="late">Late</Link>
        <Link to="replaced">Replaced</Link>
      </nav>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}

/** The heading arrives after the route has rendered (a remote mounting, a lazy region). */
function Late() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <Page title="Late page" /> : <Page title="Loading" />;
}

/** A loading heading first, then the page's own (focus falls to the body when the first goes). */
function Replaced() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <Page key="page" title="Replaced page" /> : <Page key="loading" title="Loading" />;
}

function renderApp(url: string) {
  let release: () => void = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        loader: ({ params }) => (applyLanguage(params.lang), null),
        HydrateFallback: () => null,
        element: <Layout />,
        children: [
          { path: 'one', element: <Page title="Page one" /> },
          { path: 'two', element: <Page title="Page two" /> },
          { path: 'late', element: <Late /> },
          { path: 'replaced', element: <Replaced /> },
          {
            path: 'slow',
            loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
            element: <Page title="Slow page" />,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
  return { router, release: () => release() };
}

describe('navigation and assistive technology', () => {
  it('leaves focus alone on the first load, then focuses the new page heading after each navigation', async () => {
    const user = userEvent.setup();
    renderApp('/en/one');
    const first = await screen.findByRole('heading', { level: 1, name: 'Page one' });
    expect(first).not.toHaveFocus();
    expect(document.title).toBe('Page one - Academy');

    await user.click(screen.getByRole('link', { name: 'Two' }));
    const second = await screen.findByRole('heading', { level: 1, name: 'Page two' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Page two - Academy');

    // Only the query changes (a filter): focus stays on what the user used.
    const newest = screen.getByRole('link', { name: 'Two, newest' });
    await user.click(newest);
    expect(newest).toHaveFocus();
  });

  it('waits for a heading that appears after the route renders', async () => {
    const user = userEvent.setup();
    renderApp('/en/one');
    await screen.findByRole('heading', { level: 1, name: 'Page one' });
    await user.click(screen.getByRole('link', { name: 'Late' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Late page' })).toHaveFocus();
  });

  it('moves focus to the page heading that replaces a loading heading', async () => {
    const user = userEvent.setup();
    renderApp('/en/one');
    await screen.findByRole('heading', { level: 1, name: 'Page one' });
    await user.click(screen.getByRole('link', { name: 'Replaced' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading' })).toHaveFocus();
    const page = await screen.findByRole('heading', { level: 1, name: 'Replaced page' });
    await waitFor(() => expect(page).toHaveFocus());
  });

  it('labels the top progress bar in the page language', async () => {
    const user = userEvent.setup();
    const th = renderApp('/th/one');
    await screen.findByRole('heading', { level: 1, name: 'Page one' });
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(await screen.findByRole('progressbar', { name: 'กำลังโหลดหน้า' })).toBeInTheDocument();
    await act(async () => th.release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
