import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { available, card, historyItem, mockApi, signIn } from '../../test/pop-quiz-api-mock';

// Lazy pages and a busy CI machine: the default 5 s is too tight.
jest.setTimeout(30_000);

const historyPage = (start: number) => ({
  items: [
    historyItem({
      id: 40 + start,
      questionTitle: start === 0 ? 'Who published the Bitcoin white paper?' : 'What is a satoshi?',
    }),
  ],
  total: 6,
  start,
  limit: 5,
  cooldownEndsAt: null,
});
const noHistory = { data: { items: [], total: 0, start: 0, limit: 5, cooldownEndsAt: null } };

describe('pop quiz list', () => {
  it('shows the cards with live status, the cool-down rule and a countdown to the next one (visitor), in both languages', async () => {
    const api = mockApi({ 'GET /client/pop-quizs-available': { data: available() } });
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes');
    const open = await screen.findByTestId('pop-quiz-card-7', {}, { timeout: 15_000 });
    expect(within(open).getByTestId('pop-quiz-card-status')).toHaveTextContent('Open now');
    expect(within(open).getByText('12 of 20 rewards left · 30 seconds to answer')).toBeInTheDocument();
    expect(within(open).getByRole('heading', { name: 'Pop quiz' })).toBeInTheDocument();
    expect(within(open).getByText('Your question is drawn for you when you open it.')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Log in to play' })).toBeInTheDocument();
    // 12:30:30 UTC: 19:30 in Bangkok
    expect(within(open).getByTestId('pop-quiz-card-reveal')).toHaveTextContent(
      'Answers are shown after 19:30 to members with a verified exchange account.',
    );
    expect(within(screen.getByTestId('pop-quiz-card-8')).getByTestId('pop-quiz-card-status')).toHaveTextContent(
      'Coming next',
    );
    expect(screen.getByTestId('pop-quiz-cooldown')).toHaveTextContent('10-minute cool-down');
    // 12:10 -> 12:30 on the server's clock
    expect(screen.getByRole('timer', { name: 'Next pop quiz in' })).toHaveTextContent('20:00');
    expect(api.called('GET /client/pop-quiz-histories-by-user')).toHaveLength(0);
    unmount();

    mockApi({ 'GET /client/pop-quizs-available': { data: available() } });
    renderRoutes(routes, '/th/pop-quizzes');
    expect(await screen.findByTestId('pop-quiz-cooldown', {}, { timeout: 15_000 })).toHaveTextContent('รอ 10 นาที');
    expect(await screen.findAllByText('เปิดอยู่')).not.toHaveLength(0);
    expect(screen.getAllByTestId('pop-quiz-card-reveal')[0]).toHaveTextContent('เฉลยจะแสดงหลัง 19:30');
  });

  it('lets a signed-in user open a playable one, shows their tries and pages their pop quizzes (start x limit)', async () => {
    const api = mockApi({
      'GET /client/pop-quizs-available': {
        data: available({
          nextAvailableAt: '2026-11-23T12:10:00.000Z',
          items: [
            card({ canPlay: true, rewardKkub: 2 }),
            card({ id: 6, status: 'expired', myStatus: 'completed', topic: { slug: 'bitcoin', name: 'Bitcoin' } }),
          ],
        }),
      },
      'GET /client/pop-quiz-histories-by-user': (request) => ({ data: historyPage(Number(request.query.start)) }),
      'GET /client/v2/learning-progress': {
        data: {
          today: '2026-11-23',
          streak: 3,
          best: 5,
          activeToday: false,
          pointsByDay: Array.from({ length: 30 }, (_, i) => ({
            day: new Date(Date.parse('2026-11-23T00:00:00Z') - (29 - i) * 86_400_000).toISOString().slice(0, 10),
            points: 0,
          })),
        },
      },
    });
    renderRoutes(routes, '/en/pop-quizzes');
    signIn();
    const open = await screen.findByTestId('pop-quiz-card-7', {}, { timeout: 15_000 });
    expect(within(open).getByRole('link', { name: 'Do quiz now' })).toHaveAttribute('href', '/en/pop-quizzes/7');
    expect(within(open).getByTestId('pop-quiz-card-kkub')).toHaveTextContent('+ 2 KKUB to your exchange-linked wallet');
    const tried = screen.getByTestId('pop-quiz-card-6');
    expect(within(tried).getByTestId('pop-quiz-card-status')).toHaveTextContent('Completed');
    expect(within(tried).getByRole('heading', { name: 'Bitcoin' })).toBeInTheDocument();
    expect(screen.queryByRole('timer', { name: 'Next pop quiz in' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('learning-streak')).toHaveTextContent('3-day learning streak');
    expect(screen.getByTestId('learning-streak')).toHaveTextContent(
      'Pass a quiz or win a pop quiz today to keep your streak.',
    );

    const list = await screen.findByTestId('pop-history-list');
    expect(within(list).getByText('Who published the Bitcoin white paper?')).toBeInTheDocument();
    expect(within(list).getByText('+10 points')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('What is a satoshi?')).toBeInTheDocument();
    expect(api.called('GET /client/pop-quiz-histories-by-user').map((c) => c.query)).toContainEqual({
      start: '1',
      limit: '5',
    });
  });

  it('puts the quiz to play first and the countdown to the next one under the cards; one status chip per card', async () => {
    mockApi({
      'GET /client/pop-quizs-available': {
        data: available({
          cooldownEndsAt: '2026-11-23T12:15:30.000Z',
          nextAvailableAt: '2026-11-23T12:15:30.000Z',
          items: [
            card({
              id: 8,
              status: 'upcoming',
              startsAt: '2026-11-23T12:30:00.000Z',
              endsAt: '2026-11-23T13:00:00.000Z',
            }),
            card({ id: 7 }),
            card({ id: 6, status: 'expired', myStatus: 'completed', topic: { slug: 'bitcoin', name: 'Bitcoin' } }),
            card({ id: 5, status: 'expired', myStatus: 'failed' }),
            card({ id: 4, status: 'expired' }),
          ],
        }),
      },
      'GET /client/pop-quiz-histories-by-user': noHistory,
    });
    renderRoutes(routes, '/en/pop-quizzes');
    signIn();
    const cards = await screen.findByTestId('pop-quiz-cards', {}, { timeout: 15_000 });
    const articles = within(cards).getAllByRole('article');
    expect(articles.map((a) => a.dataset.testid)).toEqual([
      'pop-quiz-card-7',
      'pop-quiz-card-8',
      'pop-quiz-card-6',
      'pop-quiz-card-5',
      'pop-quiz-card-4',
    ]);
    expect(
      articles.map((a) =>
        within(a)
          .getAllByTestId('pop-quiz-card-status')
          .map((c) => c.textContent),
      ),
    ).toEqual([['Open now'], ['Coming next'], ['Completed'], ['You did not win this one'], ['Ended']]);
    // The countdown is one line after the cards, not a block above them.
    const timer = screen.getByRole('timer', { name: 'Next pop quiz in' });
    expect(cards.compareDocumentPosition(timer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts down to the end of the cool-down the server reports', async () => {
    mockApi({
      'GET /client/pop-quizs-available': {
        data: available({
          cooldownEndsAt: '2026-11-23T12:15:30.000Z',
          nextAvailableAt: '2026-11-23T12:15:30.000Z',
          items: [card({ canPlay: false })],
        }),
      },
      'GET /client/pop-quiz-histories-by-user': noHistory,
    });
    renderRoutes(routes, '/en/pop-quizzes');
    signIn();
    expect(await screen.findByTestId('pop-quiz-cooling-down', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Next pop quiz in' })).toHaveTextContent('05:30');
    expect(await screen.findByText('No pop quizzes yet')).toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    mockApi({ 'GET /client/pop-quizs-available': { data: available({ items: [] }) } });
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes');
    expect(await screen.findByTestId('empty-state', {}, { timeout: 15_000 })).toHaveTextContent(
      'No pop quizzes right now',
    );
    unmount();
    mockApi({
      'GET /client/pop-quizs-available': {
        status: 503,
        data: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' },
      },
    });
    renderRoutes(routes, '/en/pop-quizzes');
    expect(await screen.findByTestId('error-state', {}, { timeout: 15_000 })).toHaveTextContent(
      'We could not load the pop quizzes',
    );
  });
});
