import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { favouriteKeys, queryClient, useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { blogCard, mockArticle, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const user = { id: 7, point: 0, kub: 0, subscription: null, bkNext: null } as SessionUser;

describe('article page: save and share', () => {
  it('opens the login dialog when a visitor saves it, and calls nothing', async () => {
    mockArticle(api);
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(useSessionStore.getState().settings).toMatchObject({
      isOpenModelLogin: true,
      redirectUrl: '/en/articles/what-is-bitcoin',
    });
    expect(api.callsTo('PUT /client/favorites/1')).toHaveLength(0);
    expect(api.callsTo('GET /client/favorites')).toHaveLength(0);
  });

  it('reads the saved state and toggles the favourite for a logged-in user', async () => {
    mockArticle(api);
    const savedAt = '2026-01-01T00:00:00.000Z';
    queryClient.setQueryData(favouriteKeys.list('en', 0), [{ id: 1 }]);
    api.mockApi({
      'GET /client/favorites': [{ id: 1, type: 'blog', status: 'SAVED', savedAt, blog: blogCard({ id: 1 }) }],
      'PUT /client/favorites/1': (request: { body: { status: string } }) => ({
        id: 1,
        type: 'blog',
        status: request.body.status,
        updatedAt: savedAt,
      }),
    });
    const { router } = renderRoutes(routes, '/en/articles/what-is-bitcoin');
    await act(() => useSessionStore.setState({ user }));
    await router.navigate('/en/articles/what-is-bitcoin');
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /client/favorites')[0]?.params).toEqual({ blog: 1 });
    await userEvent.click(saved);
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    const [put] = api.callsTo('PUT /client/favorites/1');
    expect(put?.body).toEqual({ type: 'blog', status: 'UNSAVED' });
    // The profile's list (mf-account, same keys) is stale now: it refetches when shown.
    expect(queryClient.getQueryState(favouriteKeys.list('en', 0))?.isInvalidated).toBe(true);
    // signed in by the API's HttpOnly cookie: the request carries no token header
    expect(put?.headers.Authorization).toBeUndefined();
    expect(put?.headers.type).toBe('user');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /client/favorites/1').at(-1)?.body).toEqual({ type: 'blog', status: 'SAVED' }),
    );
  });

  it('shares with the Web Share API, or copies the link', async () => {
    mockArticle(api);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'What is Bitcoin?' }));
    Object.assign(navigator, { share: undefined });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});
