import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, historyItem, mockApi } from '../../test/pop-quiz-api-mock';
import { progress, signIn } from '../../test/quiz-history-fixtures';

// The chart library draws SVG from measured sizes (none in jsdom): the test sees the data it gets.
jest.mock('./components/points-chart', () => jest.requireActual('../../test/points-chart-mock'));

jest.setTimeout(30_000);
beforeAll(() => Promise.all([import('./quiz-history-page'), import('./components/points-chart')]), 60_000);

describe('quiz history: pop quizzes', () => {
  afterEach(() => act(() => useSessionStore.setState({ user: null })));

  const popHistories = {
    items: [
      historyItem({
        id: 41,
        status: 'completed',
        // The learner's own order of the choices, as texts: never an index of the bank.
        answer: {
          choices: [
            { text: 'Nick Szabo', correct: false, selected: false },
            { text: 'Satoshi Nakamoto', correct: true, selected: true },
            { text: 'Vitalik Buterin', correct: false, selected: false },
            { text: 'Hal Finney', correct: false, selected: false },
          ],
          explanation: 'It was published under the name Satoshi Nakamoto.',
        },
      }),
      historyItem({
        id: 42,
        questionTitle: 'What is a satoshi?',
        status: 'failed',
        result: 'fail',
        rewardPoint: 0,
        amount: 0,
        revealAt: '2026-11-23T05:30:30.000Z',
      }),
      historyItem({
        id: 43,
        questionTitle: 'What is gas?',
        status: 'failed',
        timeOver: true,
        result: 'fail',
        rewardPoint: 0,
      }),
      historyItem({
        id: 44,
        questionTitle: 'What is a DAO?',
        status: 'pending',
        kkub: { amount: 2, outcome: 'pending' },
      }),
      historyItem({
        id: 45,
        questionTitle: 'What is slippage?',
        status: 'inprogress',
        result: null,
        completedDate: null,
        duration: null,
        rewardPoint: 0,
      }),
      historyItem({
        id: 46,
        questionTitle: 'What is a block?',
        status: 'outofreward',
        rewardPoint: 0,
        revealsAnswer: false,
      }),
      historyItem({
        id: 47,
        questionTitle: 'What is a seed?',
        status: 'completed',
        kkub: { amount: 1, outcome: 'no-wallet' },
      }),
      historyItem({ id: 48, questionTitle: 'What is a fork?', status: 'completed', practice: true, rewardPoint: 0 }),
    ],
    total: 8,
    start: 0,
    limit: 5,
    cooldownEndsAt: null,
  };

  it('lists pop quizzes in every status in their tab: KKUB pending, the right choice once the window is over', async () => {
    const api = mockApi({
      'GET /client/v2/learning-progress': { data: progress({ streak: 3 }) },
      'GET /client/v2/quiz-history_v2': { data: [] },
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
      'GET /client/pop-quiz-histories-by-user': { data: popHistories },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/en/quiz-history?tab=pop');
    signIn();
    const list = await screen.findByTestId('pop-history-list', {}, { timeout: 20_000 });
    const rows = within(list).getAllByTestId('pop-history-item');
    expect(rows.map((row) => within(row).getByTestId('pop-history-status').textContent)).toEqual([
      'Completed',
      'Failed',
      'Time over',
      'KKUB pending',
      'In progress',
      'Out of reward',
      'Completed',
      'Completed',
    ]);
    const revealed = within(rows[0]!).getByTestId('pop-history-answer');
    expect(revealed).toHaveTextContent('Your answer: Satoshi Nakamoto');
    expect(revealed).toHaveTextContent('Correct answer: Satoshi Nakamoto');
    expect(revealed).toHaveTextContent('It was published under the name Satoshi Nakamoto.');
    expect(within(rows[1]!).getByTestId('pop-history-answer-later')).toHaveTextContent(
      'The correct answer shows after 23 Nov 2026, 12:30, once nobody can answer this pop quiz any more.',
    );
    expect(within(rows[3]!).getByTestId('pop-quiz-kkub')).toHaveTextContent(
      '2 KKUB is on its way to your exchange wallet.',
    );
    expect(within(rows[4]!).queryByTestId('pop-history-answer-later')).not.toBeInTheDocument();
    // Not identity-verified when they played: never the answer, and the row says so.
    expect(within(rows[5]!).getByTestId('pop-history-answer-never')).toHaveTextContent(
      'The right answer is shown only to members whose exchange account was verified when they played.',
    );
    expect(within(rows[7]!).getByTestId('pop-history-practice')).toHaveTextContent('Practice');
    expect(within(rows[6]!).getByTestId('pop-quiz-kkub')).toHaveTextContent(
      'only to an exchange-linked wallet: you got the points only',
    );
    expect(api.called('GET /client/pop-quiz-histories-by-user')[0]!.query).toEqual({ start: '0', limit: '5' });
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(api.called('GET /client/pop-quiz-histories-by-user').map((c) => c.query)).toContainEqual({
      start: '1',
      limit: '5',
    });
  });

  it('speaks Thai, and has empty and error states', async () => {
    mockApi({
      'GET /client/v2/learning-progress': { data: progress({ streak: 3 }) },
      'GET /client/v2/quiz-history_v2': { data: [] },
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
      'GET /client/pop-quiz-histories-by-user': { data: popHistories },
    });
    const user = userEvent.setup();
    const { unmount } = renderRoutes(routes, '/th/quiz-history');
    signIn();
    expect(await screen.findByTestId('learning-streak', {}, { timeout: 20_000 })).toHaveTextContent('ต่อเนื่อง 3 วัน');
    await user.click(screen.getByRole('tab', { name: 'ป๊อปควิซ' }));
    const list = await screen.findByTestId('pop-history-list');
    const statuses = within(list)
      .getAllByTestId('pop-history-status')
      .map((chip) => chip.textContent);
    expect(statuses).toEqual(['สำเร็จ', 'ไม่ผ่าน', 'หมดเวลา', 'รอโอน KKUB', 'กำลังทำ', 'รางวัลหมด', 'สำเร็จ', 'สำเร็จ']);
    expect(within(list).getByTestId('pop-history-answer-never')).toHaveTextContent(
      'เฉพาะสมาชิกที่บัญชีกระดานเทรดยืนยันตัวตนแล้ว',
    );
    expect(within(list).getByTestId('pop-history-practice')).toHaveTextContent('ฝึกทำ');
    expect(within(list).getAllByTestId('pop-quiz-kkub')[0]).toHaveTextContent('2 KKUB กำลังโอนเข้ากระเป๋าเงิน');
    expect(within(list).getAllByText(/คำตอบที่ถูกจะแสดงหลัง/)).not.toHaveLength(0);
    unmount();

    mockApi({
      'GET /client/v2/learning-progress': { data: progress({ streak: 3 }) },
      'GET /client/v2/quiz-history_v2': { data: [] },
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
      'GET /client/pop-quiz-histories-by-user': {
        data: { items: [], total: 0, start: 0, limit: 5, cooldownEndsAt: null },
      },
    });
    const empty = renderRoutes(routes, '/en/quiz-history?tab=pop');
    signIn();
    expect(await screen.findByText('No pop quizzes yet', {}, { timeout: 20_000 })).toBeInTheDocument();
    empty.unmount();

    mockApi({
      'GET /client/v2/learning-progress': { data: progress({ streak: 3 }) },
      'GET /client/v2/quiz-history_v2': { data: [] },
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
      'GET /client/pop-quiz-histories-by-user': apiError(503, 'SERVICE_UNAVAILABLE', 'x'),
    });
    renderRoutes(routes, '/en/quiz-history?tab=pop');
    signIn();
    expect(await screen.findByText('We could not load your pop quizzes', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
