import { act, screen, within } from '@testing-library/react';
import { renderRoutes, textContent } from '@academy/testing';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { learningPath, reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const user = { id: 7, point: 0, kub: 0, subscription: null, bkNext: null } as SessionUser;
const progress = {
  slug: 'crypto-basics',
  steps: [
    { slug: 'what-is-blockchain', read: true, quizPassed: true },
    { slug: 'what-is-bitcoin', read: true, quizPassed: false },
    { slug: 'layer-2-rollups', read: false, quizPassed: false },
  ],
  done: 1,
  total: 3,
  next: 'what-is-bitcoin',
};

describe('learning paths', () => {
  it('lists the paths with their steps and minutes; a visitor asks for no progress', async () => {
    api.mockApi({
      'GET /client/paths': [learningPath(), learningPath({ slug: 'staying-safe', title: 'Staying safe' })],
    });
    renderRoutes(routes, '/en/paths');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning paths' })).toBeInTheDocument();
    const card = await screen.findByTestId('path-card-crypto-basics');
    expect(within(card).getByRole('heading', { level: 2, name: 'Crypto basics' })).toBeInTheDocument();
    expect(within(card).getByText('3 steps · 22 min in all')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the path: Crypto basics' })).toHaveAttribute(
      'href',
      '/en/paths/crypto-basics',
    );
    expect(screen.queryByTestId('path-progress')).toBeNull();
    expect(api.callsTo('GET /client/v2/paths/progress')).toHaveLength(0);
  });

  it("shows a signed-in learner's progress on each path, in Thai", async () => {
    api.mockApi({
      'GET /client/paths': [learningPath({ title: 'พื้นฐานคริปโต' })],
      'GET /client/v2/paths/progress': [progress],
    });
    renderRoutes(routes, '/th/paths');
    await act(() => useSessionStore.setState({ user }));
    expect(await screen.findByText(textContent('สำเร็จ 1 จาก 3 ขั้น'))).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'สำเร็จ 1 จาก 3 ขั้น' })).toHaveAttribute('aria-valuenow', '33');
  });

  it("one path: each step's read and quiz state, and Continue to the next step", async () => {
    api.mockApi({
      'GET /client/paths/crypto-basics': learningPath(),
      'GET /client/v2/paths/progress': [progress],
    });
    renderRoutes(routes, '/en/paths/crypto-basics');
    await act(() => useSessionStore.setState({ user }));
    expect(await screen.findByRole('link', { name: 'Continue: What is Bitcoin?' })).toHaveAttribute(
      'href',
      '/en/articles/what-is-bitcoin',
    );
    const first = screen.getByTestId('path-step-what-is-blockchain');
    expect(within(first).getByText('Read')).toBeInTheDocument();
    expect(within(first).getByText('Quiz passed')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Take the quiz' })).toBeNull();
    const second = screen.getByTestId('path-step-what-is-bitcoin');
    expect(within(second).getByText('Quiz not passed yet')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/en/quizzes/what-is-bitcoin',
    );
    const third = screen.getByTestId('path-step-layer-2-rollups');
    expect(within(third).getByText('Not read yet')).toBeInTheDocument();
    expect(within(third).getByText('Exclusive')).toBeInTheDocument();
    expect(within(third).queryByText(/Quiz/)).toBeNull();
  });

  it('a finished path says so; a visitor is offered to sign in and to start at step one', async () => {
    const done = progress.steps.map((s) => ({ ...s, read: true, quizPassed: true }));
    api.mockApi({
      'GET /client/paths/crypto-basics': learningPath(),
      'GET /client/v2/paths/progress': [{ ...progress, steps: done, done: 3, next: null }],
    });
    const { unmount } = renderRoutes(routes, '/en/paths/crypto-basics');
    expect(await screen.findByRole('link', { name: 'Start the path' })).toHaveAttribute(
      'href',
      '/en/articles/what-is-blockchain',
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Read')).toBeNull();
    await act(() => useSessionStore.setState({ user }));
    expect(await screen.findByTestId('path-complete')).toHaveTextContent('Path complete. Well done!');
    unmount();
  });

  it('an unknown path is a not-found state in Thai with a way back, not an error', async () => {
    api.mockApi({ 'GET /client/paths/nope': reply(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }) });
    renderRoutes(routes, '/th/paths/nope');
    expect(await screen.findByText(textContent('ไม่มีเส้นทางการเรียนรู้นี้'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เส้นทางการเรียนรู้ทั้งหมด' })).toHaveAttribute('href', '/th/paths');
    expect(screen.queryByRole('button', { name: 'ลองอีกครั้ง' })).toBeNull();
  });
});
