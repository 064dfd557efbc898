import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, textContent } from '@academy/testing';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { learningPath, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const user = { id: 7, point: 0, kub: 0, subscription: null, bkNext: null } as SessionUser;
const step = (slug: string, read: boolean, quizPassed: boolean) => ({ slug, read, quizPassed });

function mockHome(progress: unknown[]) {
  api.mockApi({
    'GET /client/categories': [],
    'POST /client/blogs/filtered': { items: [], total: 0 },
    'GET /client/paths': [learningPath({ title: 'พื้นฐานคริปโต' }), learningPath({ slug: 'trading', title: 'เทรด' })],
    'GET /client/v2/paths/progress': progress,
  });
}

describe('continue your path (home)', () => {
  it('sends a signed-in learner to the next step of the path they went furthest in, in Thai', async () => {
    mockHome([
      {
        slug: 'crypto-basics',
        steps: [step('what-is-blockchain', true, true), step('what-is-bitcoin', false, false)],
        done: 1,
        total: 3,
        next: 'what-is-bitcoin',
      },
      {
        slug: 'trading',
        steps: [step('what-is-blockchain', false, false)],
        done: 0,
        total: 3,
        next: 'what-is-blockchain',
      },
    ]);
    renderRoutes(routes, '/th');
    await act(() => useSessionStore.setState({ user }));
    const section = await screen.findByTestId('home-continue-path');
    expect(within(section).getByRole('heading', { level: 2, name: 'เรียนต่อในเส้นทางของคุณ' })).toBeInTheDocument();
    expect(within(section).getByText(textContent('ถัดไปใน พื้นฐานคริปโต: What is Bitcoin?'))).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'ไปต่อ' })).toHaveAttribute('href', '/th/articles/what-is-bitcoin');
    expect(within(section).getByRole('link', { name: 'พื้นฐานคริปโต' })).toHaveAttribute(
      'href',
      '/th/paths/crypto-basics',
    );
  });

  it('shows nothing to a visitor (no request) or to a learner who has not started a path', async () => {
    mockHome([{ slug: 'trading', steps: [step('what-is-blockchain', false, false)], done: 0, total: 3, next: 'x' }]);
    const { unmount } = renderRoutes(routes, '/en');
    await screen.findByRole('heading', { level: 1 });
    expect(api.callsTo('GET /client/v2/paths/progress')).toHaveLength(0);
    await act(() => useSessionStore.setState({ user }));
    await waitFor(() => expect(api.callsTo('GET /client/v2/paths/progress').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('home-continue-path')).toBeNull();
    unmount();
  });
});
