import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { blogDetail, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const user = { id: 7, point: 0, kub: 0, subscription: null, bkNext: null } as SessionUser;

function mockArticle(position = 0) {
  api.mockApi({
    'GET /client/blogs/slug/what-is-bitcoin': blogDetail(),
    'PUT /client/blogs/blogview/1': { ok: true },
    'GET /client/favorites': [],
    'GET /client/v2/reading/what-is-bitcoin': { slug: 'what-is-bitcoin', position, readAt: null },
    'PUT /client/v2/reading/what-is-bitcoin/position': { slug: 'what-is-bitcoin', position, readAt: null },
    'POST /client/v2/reading/what-is-bitcoin/read': {
      slug: 'what-is-bitcoin',
      position,
      readAt: '2026-01-01T00:00:00Z',
    },
  });
}

const rect = (top: number, height: number) =>
  ({ top, bottom: top + height, left: 0, right: 0, width: 0, height, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

/** Puts the article's end marker `top` px from the top of a 800 px viewport (the body 2000 px above it), then scrolls. */
function scrollEndTo(top: number) {
  window.innerHeight = 800;
  screen.getByTestId('article-end').getBoundingClientRect = () => rect(top, 0);
  document.getElementById('article-reading')!.getBoundingClientRect = () => rect(top - 2000, 2000);
  fireEvent.scroll(window);
}

const storage = () => JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]);

async function openSignedIn() {
  renderRoutes(routes, '/en/articles/what-is-bitcoin');
  await act(() => useSessionStore.setState({ user }));
  await screen.findByTestId('article-end');
}

describe('reading progress on the article page', () => {
  it('counts the article read when its end scrolls into view, once; never on open', async () => {
    mockArticle();
    await openSignedIn();
    scrollEndTo(2000); // opened and scrolled part-way: the end is below the viewport
    expect(api.callsTo('POST /client/v2/reading/what-is-bitcoin/read')).toHaveLength(0);
    scrollEndTo(700);
    await waitFor(() => expect(api.callsTo('POST /client/v2/reading/what-is-bitcoin/read')).toHaveLength(1));
    scrollEndTo(300);
    expect(api.callsTo('POST /client/v2/reading/what-is-bitcoin/read')).toHaveLength(1);
  });

  it('saves where the learner is while they scroll, not on every scroll event', async () => {
    mockArticle();
    await openSignedIn();
    scrollEndTo(2000);
    scrollEndTo(1900);
    scrollEndTo(1800);
    await waitFor(() => expect(api.callsTo('PUT /client/v2/reading/what-is-bitcoin/position')).toHaveLength(1));
    // the viewport's bottom (800) is 800 px into the 2000 px region: 40%
    expect(api.callsTo('PUT /client/v2/reading/what-is-bitcoin/position')[0]?.body).toEqual({ position: 40 });
  });

  it('offers to resume where the learner stopped on another device', async () => {
    mockArticle(40);
    window.scrollTo = jest.fn();
    await openSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue where you stopped (40%)' }));
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('a visitor stores and asks nothing', async () => {
    mockArticle(40);
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    await screen.findByTestId('article-end');
    const before = storage();
    scrollEndTo(300);
    expect(api.calls.filter((call) => call.path.startsWith('/client/v2/reading'))).toEqual([]);
    expect(screen.queryByTestId('article-resume')).toBeNull();
    expect(storage()).toBe(before);
  });
});
