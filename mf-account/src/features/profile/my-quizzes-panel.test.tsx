import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi, type SeenRequest } from '../../test/mock-http';

const member: SessionUser = { id: 1, point: 0, kub: 0, subscription: null, bkNext: null, name: 'Somchai' };

function renderLoggedIn(url: string) {
  const rendered = renderRoutes(routes, url);
  act(() => useSessionStore.setState({ user: member }));
  return rendered;
}

jest.setTimeout(30_000);
beforeAll(() => import('./profile-page'), 60_000);

const historyRecord = (id: number, title: string, result: 'pass' | 'fail' = 'pass') => ({
  id,
  quizId: id,
  slug: `quiz-${id}`,
  questionTitle: title,
  completedDate: '2026-11-22T03:00:00.000Z',
  duration: 90,
  rewardPoint: 40,
  amount: result === 'pass' ? 40 : 0,
  pointsIfSubscribed: 0,
  alreadyCredited: false,
  result,
  grade: result === 'pass' ? 'A' : 'F',
  score: result === 'pass' ? 90 : 10,
  practice: false,
  certificateId: null,
});

/** A completed pop quiz as GET /client/pop-quiz-completed-histories lists it (`pending`: its KKUB is being paid). */
const popItem = (id: number, questionTitle: string, status: 'completed' | 'pending') => ({
  id,
  popQuizId: 9,
  questionId: 3,
  questionTitle,
  topic: { slug: 'bitcoin', name: 'Bitcoin' },
  status,
  timeOver: false,
  openedAt: '2026-11-22T10:00:00.000Z',
  completedDate: '2026-11-22T10:00:12.000Z',
  duration: 12,
  rewardPoint: 10,
  amount: 0.1,
  result: 'pass',
  kkub: status === 'pending' ? { amount: 1, outcome: 'pending' } : null,
  revealAt: '2026-11-22T10:30:30.000Z',
  revealsAnswer: false,
  practice: false,
  answer: null,
});

const titles = () =>
  screen.getAllByTestId('my-quizzes-row').map((row) => within(row).getAllByText(/.+/)[0]!.textContent);

describe('My quizzes tab', () => {
  it('lists completed main quizzes from the API, searches on the server and pages', async () => {
    const api = mockApi({
      'GET /client/v2/quiz-history_v2': (request: SeenRequest) => ({
        data:
          request.params.name === 'nothing'
            ? []
            : request.params.name === 'wallet'
              ? [historyRecord(2, 'Keeping a wallet safe', 'fail')]
              : [historyRecord(1 + Number(request.params._start), `Quiz from ${String(request.params._start)}`)],
      }),
      'GET /client/v2/quiz-history_v2/count': (request: SeenRequest) => ({
        data: request.params.name === 'nothing' ? 0 : request.params.name === 'wallet' ? 1 : 12,
      }),
    });
    renderLoggedIn('/en/profile/my-quizzes');
    const user = userEvent.setup();
    expect(await screen.findByText('Quiz from 0', {}, { timeout: 20_000 })).toBeInTheDocument();
    const row = screen.getAllByTestId('my-quizzes-row')[0]!;
    expect(within(row).getByText('Passed (A)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View result' })).toHaveAttribute('href', '/en/quizzes/quiz-1/result');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1', current: 'page' })).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Quiz from 10')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by article name or question' }), 'wallet{Enter}');
    expect(await screen.findByText('Keeping a wallet safe')).toBeInTheDocument();
    expect(screen.getByText('Failed (F)')).toBeInTheDocument();
    const last = api.calls.filter((c) => c.path === '/client/v2/quiz-history_v2').at(-1)!;
    expect(last.params).toMatchObject({ name: 'wallet', _start: 0, _limit: 10 });
    expect(api.calls.filter((c) => c.path === '/client/v2/quiz-history_v2/count').at(-1)!.params).toEqual({
      name: 'wallet',
    });
    expect(titles()).toEqual(['Keeping a wallet safe']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search by article name or question' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by article name or question' }), 'nothing{Enter}');
    expect(await screen.findByText('No quizzes match your search')).toBeInTheDocument();
  });

  it('lists saved quizzes with a resume link into the quiz, and completed pop quizzes, searching each on the server', async () => {
    const api = mockApi({
      'POST /client/v2/progress-pending-quiz': {
        data: {
          items: [
            {
              attemptId: 7,
              quizId: 3,
              slug: 'what-is-bitcoin',
              title: 'What is Bitcoin?',
              status: 'saved',
              answeredCount: 4,
              total: 10,
              current: true,
              updatedAt: '2026-11-22T03:00:00.000Z',
            },
          ],
          total: 1,
        },
      },
      'GET /client/pop-quiz-completed-histories': {
        data: {
          items: [
            popItem(41, 'Who published the Bitcoin white paper?', 'completed'),
            popItem(42, 'What is a DAO?', 'pending'),
          ],
          total: 2,
          start: 0,
          limit: 10,
        },
      },
    });
    renderLoggedIn('/en/profile/my-quizzes?list=saved');
    const user = userEvent.setup();
    expect(await screen.findByText('What is Bitcoin?', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(/4 of 10 answered/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/en/quizzes/what-is-bitcoin');
    await user.type(screen.getByRole('searchbox', { name: 'Search by article name or question' }), 'bitcoin{Enter}');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/client/v2/progress-pending-quiz').at(-1)!.body).toEqual({
        name: 'bitcoin',
        _start: 0,
        _limit: 10,
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Completed pop quiz' }));
    expect(await screen.findByText('Who published the Bitcoin white paper?')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('KKUB pending')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/client/pop-quiz-completed-histories').at(-1)!.params).toEqual({
      start: 0,
      limit: 10,
      q: 'bitcoin',
    });
  });

  it('in Thai, the pages are named in Thai, not with MUI English labels', async () => {
    mockApi({
      'GET /client/v2/quiz-history_v2': (request: SeenRequest) => ({
        data: [historyRecord(1 + Number(request.params._start), `แบบทดสอบ ${String(request.params._start)}`)],
      }),
      'GET /client/v2/quiz-history_v2/count': { data: 25 },
    });
    renderLoggedIn('/th/profile/my-quizzes');
    expect(await screen.findByText('แบบทดสอบ 0', {}, { timeout: 20_000 })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'เลือกหน้า' });
    expect(within(pages).getByRole('button', { name: 'หน้า 1', current: 'page' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'ไปหน้า 3' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'ไปหน้าถัดไป' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'ไปหน้าก่อนหน้า' })).toBeDisabled();
    const labels = [pages, ...within(pages).getAllByRole('button')].map((el) => el.getAttribute('aria-label') ?? '');
    expect(labels.filter((label) => /[a-z]/i.test(label))).toEqual([]);
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'ไปหน้า 2' }));
    expect(await screen.findByText('แบบทดสอบ 10')).toBeInTheDocument();
  });

  it('shows an error with a retry, then the empty state, in Thai too', async () => {
    let fail = true;
    mockApi({
      'GET /client/v2/quiz-history_v2': () => (fail ? apiError(500, 'INTERNAL') : { data: [] }),
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
    });
    renderLoggedIn('/th/profile/my-quizzes');
    const user = userEvent.setup();
    expect(await screen.findByText('ไม่สามารถโหลดแบบทดสอบของคุณได้', {}, { timeout: 20_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText('ยังไม่มีแบบทดสอบหลักที่ทำเสร็จ')).toBeInTheDocument();
  });
});
