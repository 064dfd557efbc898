import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi } from '../../test/pop-quiz-api-mock';
import { days, progress, record, signIn } from '../../test/quiz-history-fixtures';

// The chart library draws SVG from measured sizes (none in jsdom): the test sees the data it gets.
jest.mock('./components/points-chart', () => jest.requireActual('../../test/points-chart-mock'));

jest.setTimeout(30_000);
beforeAll(() => Promise.all([import('./quiz-history-page'), import('./components/points-chart')]), 60_000);

describe('quiz history', () => {
  afterEach(() => act(() => useSessionStore.setState({ user: null })));

  it('asks a visitor to log in and calls no API', async () => {
    const api = mockApi({});
    renderRoutes(routes, '/en/quiz-history');
    expect(await screen.findByText('Log in to see your quiz history', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('says why a quiz with reward points credited none: no subscription, received earlier, a fail, practice (en and th)', async () => {
    const rows = [
      record({ id: 1, questionTitle: 'Earned' }),
      record({ id: 2, questionTitle: 'No subscription', amount: 0, pointsIfSubscribed: 40 }),
      record({ id: 3, questionTitle: 'Received before', amount: 0, alreadyCredited: true }),
      record({ id: 4, questionTitle: 'Failed', amount: 0, result: 'fail', grade: 'D' }),
      record({ id: 5, questionTitle: 'Practice run', amount: 0, practice: true }),
      record({ id: 6, questionTitle: 'No points at all', rewardPoint: 0, amount: 0 }),
    ];
    const amounts = async () =>
      (await screen.findAllByTestId('quiz-history-row', {}, { timeout: 20_000 })).map(
        (row) => within(row).getAllByRole('cell')[4]!.textContent,
      );
    for (const [lang, expected] of [
      [
        'en',
        [
          '40',
          '0Points need a subscription',
          '0Points received earlier',
          '0No points for a fail',
          '0Practice: no points',
          '0',
        ],
      ],
      ['th', ['40', '0คะแนนสำหรับสมาชิกเท่านั้น', '0ได้รับคะแนนไปแล้วก่อนหน้านี้', '0ไม่ผ่าน: ไม่ได้คะแนน', '0ฝึกทำ: ไม่ได้คะแนน', '0']],
    ] as const) {
      mockApi({
        'GET /client/v2/learning-progress': { data: progress() },
        'GET /client/v2/quiz-history_v2': { data: rows },
        'GET /client/v2/quiz-history_v2/count': { data: rows.length },
        'GET /client/pop-quiz-histories-by-user': {
          data: { items: [], total: 0, start: 0, limit: 5, cooldownEndsAt: null },
        },
      });
      const { unmount } = renderRoutes(routes, `/${lang}/quiz-history`);
      signIn();
      await waitFor(async () => expect(await amounts()).toEqual(expected));
      unmount();
    }
  });

  it('shows the streak, the 30-day points chart and the history columns and rows', async () => {
    const api = mockApi({
      'GET /client/v2/learning-progress': { data: progress() },
      'GET /client/v2/quiz-history_v2': {
        data: [
          record(),
          record({
            id: 10,
            result: 'fail',
            grade: 'D',
            amount: 0,
            certificateId: null,
            questionTitle: 'Keys and wallets',
          }),
          record({ id: 9, grade: 'A+', amount: 0, certificateId: null, practice: true, questionTitle: 'Practice run' }),
        ],
      },
      'GET /client/v2/quiz-history_v2/count': { data: 2 },
      'GET /client/pop-quiz-histories-by-user': {
        data: { items: [], total: 0, start: 0, limit: 5, cooldownEndsAt: null },
      },
    });
    renderRoutes(routes, '/en/quiz-history');
    signIn();
    expect(await screen.findByTestId('learning-streak', {}, { timeout: 20_000 })).toHaveTextContent('1-day streak');
    expect(screen.getByTestId('learning-best')).toHaveTextContent('Best: 4 days');
    expect(screen.getByTestId('learning-streak-note')).toHaveTextContent('Today counts');
    expect(screen.getByTestId('learning-points-summary')).toHaveTextContent('55 points in the last 30 days, 40 today');
    const chart = await screen.findByTestId('points-chart', {}, { timeout: 20_000 });
    expect(chart).toHaveAccessibleName('Points earned per day over the last 30 days');
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(30);
    expect(bars[29]).toHaveTextContent('2026-11-23=40');
    expect(bars[0]).toHaveTextContent('2026-10-25=0');

    const headers = await screen.findAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Completed date',
      'Question',
      'Duration',
      'Reward point',
      'Amount',
      'Result',
    ]);
    const rows = await screen.findAllByTestId('quiz-history-row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('What is Bitcoin?');
    expect(within(cells[1]!).getByRole('link', { name: 'What is Bitcoin?' })).toHaveAttribute(
      'href',
      '/en/quizzes/what-is-bitcoin/result',
    );
    expect(within(cells[1]!).getByRole('link', { name: 'Certificate' })).toHaveAttribute(
      'href',
      '/en/certificates/cert-public-id-1',
    );
    expect(cells[2]).toHaveTextContent('2:05');
    expect(cells[3]).toHaveTextContent('40');
    expect(cells[4]).toHaveTextContent('40');
    expect(cells[5]).toHaveTextContent('Pass (A)');
    expect(within(rows[1]!).getAllByRole('cell')[5]).toHaveTextContent('Fail (D)');
    expect(within(rows[2]!).getAllByRole('cell')[5]).toHaveTextContent('Pass (A+)Practice');
    expect(within(rows[0]!).getAllByRole('cell')[5]).not.toHaveTextContent('Practice');
    expect(api.called('GET /client/v2/quiz-history_v2')[0]!.query).toEqual({
      result: 'all',
      _start: '0',
      _limit: '10',
    });
  });

  it('filters by result and searches by article or question on the server, and pages (start = page x 10)', async () => {
    const api = mockApi({
      'GET /client/v2/learning-progress': { data: progress({ streak: 0, activeToday: false }) },
      'GET /client/v2/quiz-history_v2': (request) => ({
        data:
          request.query.name === 'nothing'
            ? []
            : [record({ id: 100 + Number(request.query._start), questionTitle: `Row from ${request.query._start}` })],
      }),
      'GET /client/v2/quiz-history_v2/count': (request) => ({ data: request.query.name === 'nothing' ? 0 : 12 }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/en/quiz-history');
    signIn();
    expect(await screen.findByText('Row from 0', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('learning-streak-note')).toHaveTextContent(
      'Pass a quiz or win a pop quiz today to start a streak.',
    );

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Row from 10')).toBeInTheDocument();
    expect(api.called('GET /client/v2/quiz-history_v2').at(-1)!.query).toMatchObject({ _start: '10', _limit: '10' });

    await user.click(screen.getByRole('combobox', { name: 'Result' }));
    await user.click(await screen.findByRole('option', { name: 'Passed' }));
    await waitFor(() =>
      expect(api.called('GET /client/v2/quiz-history_v2').at(-1)!.query).toEqual({
        result: 'pass',
        _start: '0',
        _limit: '10',
      }),
    );
    expect(api.called('GET /client/v2/quiz-history_v2/count').at(-1)!.query).toEqual({ result: 'pass' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by article or question' }), 'nothing{Enter}');
    expect(await screen.findByText('No quizzes match')).toBeInTheDocument();
    expect(api.called('GET /client/v2/quiz-history_v2').at(-1)!.query).toEqual({
      result: 'pass',
      name: 'nothing',
      _start: '0',
      _limit: '10',
    });
  });

  it('shows the empty state, and error states with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /client/v2/learning-progress': () =>
        fail
          ? apiError(500, 'INTERNAL', 'boom')
          : { data: progress({ streak: 0, best: 0, pointsByDay: days('2026-11-23') }) },
      'GET /client/v2/quiz-history_v2': () => (fail ? apiError(500, 'INTERNAL', 'boom') : { data: [] }),
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/en/quiz-history');
    signIn();
    expect(await screen.findByText('We could not load your quiz history', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByText('We could not load your progress')).toBeInTheDocument();
    fail = false;
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await user.click(button);
    expect(await screen.findByText('No quiz history yet')).toBeInTheDocument();
    // nothing to list: no empty table (it scrolled sideways on a phone, the note cut off)
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByTestId('learning-streak')).toHaveTextContent('0-day streak');
    expect(screen.getByTestId('learning-points-summary')).toHaveTextContent('0 points in the last 30 days, 0 today');
  });
});
