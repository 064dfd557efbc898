import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { applyLanguage, initialSettings, PlatformProviders, RequestError, useSessionStore } from '@academy/platform';
import { MemberOnly, QueryView } from './member-view';

function renderAt(url: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        HydrateFallback: () => null,
        loader: ({ params }) => (applyLanguage(params.lang), null),
        children: [{ path: 'history', element }],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
}

const signedOut = { title: 'Log in to see your history', description: 'It lists your rewards.', login: 'Log in' };
const user = { id: 1, point: 0, kub: 0, subscription: null, bkNext: null, kycStatus: 'verified' as const };

beforeEach(() => useSessionStore.setState({ user: null, checked: true, settings: initialSettings, kycPrompt: null }));

describe('MemberOnly', () => {
  it('while the session is read: neither the content nor a log-in prompt (en and th)', async () => {
    useSessionStore.setState({ checked: false });
    renderAt('/th/history', <MemberOnly signedOut={signedOut}>secret rows</MemberOnly>);
    expect(await screen.findByRole('status')).toBeVisible();
    expect(screen.queryByText('secret rows')).toBeNull();
    expect(screen.queryByText(signedOut.title)).toBeNull();
  });

  it('a visitor is invited to log in, and comes back to this page', async () => {
    renderAt('/en/history', <MemberOnly signedOut={signedOut}>secret rows</MemberOnly>);
    expect(await screen.findByText(signedOut.title)).toBeVisible();
    expect(screen.getByText(signedOut.description)).toBeVisible();
    expect(screen.queryByText('secret rows')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(true);
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/history');
  });

  it('a member sees the content; signing out turns it into the invitation', async () => {
    act(() => useSessionStore.getState().login(user));
    renderAt('/en/history', <MemberOnly signedOut={signedOut}>secret rows</MemberOnly>);
    expect(await screen.findByText('secret rows')).toBeVisible();
    act(() => useSessionStore.getState().logout());
    expect(await screen.findByText(signedOut.title)).toBeVisible();
    expect(screen.queryByText('secret rows')).toBeNull();
  });
});

describe('QueryView', () => {
  const failure = { title: 'Could not load your history', retry: 'Try again' };
  const query = (state: Partial<Parameters<typeof QueryView<string[]>>[0]['query']>) => ({
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: jest.fn(),
    ...state,
  });
  const view = (state: Parameters<typeof query>[0], canRetry?: (error: RequestError) => boolean) => {
    const viewed = query(state);
    renderAt(
      '/en/history',
      <QueryView
        query={viewed}
        loading={<p>loading rows</p>}
        failure={{ ...failure, ...(canRetry && { canRetry }) }}
        empty={{ when: (rows) => rows.length === 0, title: 'Nothing yet' }}
      >
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </QueryView>,
    );
    return viewed;
  };

  it('loading: the loading part only', async () => {
    view({ isPending: true });
    expect(await screen.findByText('loading rows')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("failed: the error's own message and a retry that fetches again", async () => {
    const error = new RequestError('api', 'errors.INTERNAL_ERROR', 500, 'INTERNAL_ERROR');
    const viewed = view({ isError: true, error });
    expect(await screen.findByText(failure.title)).toBeVisible();
    expect(screen.getByText(error.message)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(viewed.refetch).toHaveBeenCalledTimes(1);
  });

  it('failed where trying again cannot help: no retry', async () => {
    const error = new RequestError('api', 'errors.FORBIDDEN', 403, 'FORBIDDEN');
    view({ isError: true, error }, (failed) => failed.status !== 403);
    expect(await screen.findByText(failure.title)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('empty: the empty state, not an empty list', async () => {
    view({ data: [] });
    expect(await screen.findByText('Nothing yet')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('the data', async () => {
    view({ data: ['first reward', 'second reward'] });
    expect(await screen.findByText('second reward')).toBeVisible();
    expect(screen.queryByText('Nothing yet')).toBeNull();
    expect(screen.queryByText('loading rows')).toBeNull();
  });
});
