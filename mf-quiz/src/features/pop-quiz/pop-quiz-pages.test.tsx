import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { popQuizHintSchema, userSubscriptionDetailSchema } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, available, card, historyItem, mockApi, question, result } from '../../test/pop-quiz-api-mock';

// Lazy pages and a busy CI machine: the default 5 s is too tight.
jest.setTimeout(30_000);

/** GET /client/user-subscription-infos/detail as the API answers it (made by the contract's schema). */
const subscriptionDetail = ({ active, remainingHint }: { active: boolean; remainingHint: number }) =>
  userSubscriptionDetailSchema.parse({
    user: 5,
    active,
    packageName: active ? 'Starter' : null,
    startDay: active ? '2026-11-01T00:00:00.000Z' : null,
    endDay: active ? '2026-12-01T00:00:00.000Z' : null,
    expiryDate: active ? '2026-12-01T00:00:00.000Z' : null,
    totalMainQuiz: 10,
    usedMainQuiz: 0,
    remainingMainQuiz: 10,
    totalHint: 3,
    usedHint: 3 - remainingHint,
    remainingHint,
    unlimitedExclusive: active,
    earnPoints: active,
    nftMembershipCard: false,
    nftCard: null,
  });

const signIn = (patch: Record<string, unknown> = {}) =>
  act(() =>
    useSessionStore.setState({
      user: { id: 5, point: 100, kub: 1, subscription: null, bkNext: null, ...patch },
    }),
  );

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
    expect(within(open).getByTestId('pop-quiz-card-status')).toHaveTextContent('Do quiz now');
    expect(within(open).getByText('12 of 20 rewards left · 30 seconds to answer')).toBeInTheDocument();
    expect(within(open).getByRole('heading', { name: 'Pop quiz' })).toBeInTheDocument();
    expect(within(open).getByText('Your question is drawn for you when you open it.')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Log in to play' })).toBeInTheDocument();
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
    expect(await screen.findAllByText('ทำควิซเลย')).not.toHaveLength(0);
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
    expect(within(tried).getByTestId('pop-quiz-card-my-status')).toHaveTextContent('Completed');
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

describe('pop quiz question', () => {
  it('asks a visitor to log in and does not open the question (that would start the clock)', async () => {
    const api = mockApi({});
    renderRoutes(routes, '/en/pop-quizzes/7');
    expect(await screen.findByText('Log in to play this pop quiz', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to play' }));
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(true);
    expect(api.calls).toHaveLength(0);
  });

  it('counts down from the server, submits the answer, shows the points and updates the header balance', async () => {
    const api = mockApi({
      'GET /client/pop-quizs/7/question': { data: question({ secondsLeft: 18 }) },
      'POST /client/pop-quizs/7/questions/3/submit': { data: result() },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByText(/maximum number of bitcoins/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('00:18');
    const submit = screen.getByRole('button', { name: 'Submit answer' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: '21 million' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Correct! You earned 25 points.')).toBeInTheDocument();
    expect(screen.getByTestId('pop-quiz-result')).toHaveAttribute('data-status', 'completed');
    // Right or wrong only while anyone can still answer: no correct choice, no explanation.
    expect(screen.queryByText(/Correct answer/)).not.toBeInTheDocument();
    expect(screen.getByTestId('pop-quiz-reveal-later')).toHaveTextContent(
      'Which choice was right shows in your quiz history once nobody can answer this pop quiz any more (after 23 Nov 2026, 19:30).',
    );
    expect(screen.getByRole('link', { name: 'Go to quiz history' })).toHaveAttribute(
      'href',
      '/en/quiz-history?tab=pop',
    );
    expect(api.called('POST /client/pop-quizs/7/questions/3/submit')[0]?.body).toEqual({ selectedAnswers: [1] });
    expect(useSessionStore.getState().user?.point).toBe(125);
  });

  it('when the server countdown ends, asks the server (again until it has decided) and shows "Time over."', async () => {
    let opened = 0;
    mockApi({
      'GET /client/pop-quizs/7/question': () => {
        opened += 1;
        if (opened === 1) return { data: question({ secondsLeft: 1 }) };
        // The server's clock has not quite passed the deadline yet: still in progress, 0 s left.
        if (opened === 2) return { data: question({ secondsLeft: 0, serverNow: '2026-11-23T12:10:30.000Z' }) };
        return {
          data: question({
            status: 'failed',
            secondsLeft: 0,
            result: result({
              status: 'failed',
              correct: false,
              timeOver: true,
              messageCode: 'QUIZ_TIME_OVER',
              pointsEarned: 0,
              point: null,
              selectedAnswers: [],
            }),
          }),
        };
      },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByText(/maximum number of bitcoins/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('Time over.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByTestId('pop-quiz-result')).toHaveAttribute('data-status', 'failed');
    expect(screen.queryByRole('button', { name: 'Submit answer' })).not.toBeInTheDocument();
    expect(opened).toBe(3);
  });

  it('a 409 time over on submit re-reads the try; out of reward shows the catalogue message', async () => {
    let opened = 0;
    mockApi({
      'GET /client/pop-quizs/7/question': () => {
        opened += 1;
        return {
          data:
            opened === 1
              ? question()
              : question({
                  status: 'outofreward',
                  secondsLeft: 0,
                  result: result({
                    status: 'outofreward',
                    messageCode: 'QUIZ_OUT_OF_REWARD',
                    pointsEarned: 0,
                    point: null,
                  }),
                }),
        };
      },
      'POST /client/pop-quizs/7/questions/3/submit': apiError(409, 'QUIZ_TIME_OVER', 'Time over.'),
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('radio', { name: '21 million' }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Sorry! Out of reward')).toBeInTheDocument();
    expect(screen.getByText('Your answer was correct, but the rewards ran out first.')).toBeInTheDocument();
  });

  it('reveals the hint with the hints left; a non-subscriber sees why not', async () => {
    const api = mockApi({
      'GET /client/pop-quizs/7/question': { data: question() },
      'GET /client/user-subscription-infos/detail': { data: subscriptionDetail({ active: true, remainingHint: 2 }) },
      'POST /client/pop-quizs/7/questions/3/hint': {
        data: popQuizHintSchema.parse({ hint: 'It is written into the protocol.', remainingHint: 1 }),
      },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByTestId('pop-quiz-hints-left', {}, { timeout: 15_000 })).toHaveTextContent('2 hints left');
    await userEvent.click(screen.getByRole('button', { name: 'Show the hint' }));
    expect(await screen.findByTestId('pop-quiz-hint')).toHaveTextContent('It is written into the protocol.');
    expect(screen.getByTestId('pop-quiz-hints-left')).toHaveTextContent('1 hint left');
    expect(screen.queryByRole('button', { name: 'Show the hint' })).not.toBeInTheDocument();
    expect(api.called('GET /client/user-subscription-infos/detail')).toHaveLength(1);

    mockApi({
      'GET /client/pop-quizs/7/question': { data: question() },
      'GET /client/user-subscription-infos/detail': { data: subscriptionDetail({ active: false, remainingHint: 0 }) },
      'POST /client/pop-quizs/7/questions/3/hint': apiError(
        403,
        'QUIZ_HINT_SUBSCRIPTION_REQUIRED',
        'Hints are for subscribers',
      ),
    });
    renderRoutes(routes, '/th/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'ดูคำใบ้' }, { timeout: 5000 }));
    expect(await screen.findByText('คำใบ้สำหรับสมาชิกเท่านั้น')).toBeInTheDocument();
    expect(screen.queryByTestId('pop-quiz-hints-left')).not.toBeInTheDocument();
  });

  it('shows the catalogue message when the pop quiz cannot be opened', async () => {
    mockApi({ 'GET /client/pop-quizs/7/question': apiError(409, 'POP_QUIZ_EXPIRED', 'Pop Quiz is expired') });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByText('Pop Quiz is expired', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pop quizzes' })).toHaveAttribute('href', '/en/pop-quizzes');
  });

  it('once nobody can answer the window, the reopened result shows the right choice and why', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': {
        data: question({
          status: 'failed',
          secondsLeft: 0,
          result: result({
            status: 'failed',
            correct: false,
            selectedAnswers: [0],
            correctAnswers: [1],
            explanation: 'Issuance converges to just under 21 million coins.',
            pointsEarned: 0,
            point: null,
          }),
        }),
      },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(
      await screen.findByText('Not quite. Better luck with the next pop quiz.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Correct answer:')).toBeInTheDocument();
    expect(screen.getByText('21 million')).toBeInTheDocument();
    expect(screen.getByText('Issuance converges to just under 21 million coins.')).toBeInTheDocument();
    expect(screen.queryByTestId('pop-quiz-reveal-later')).not.toBeInTheDocument();
  });

  it('a KKUB win is pending until paid; without a linked wallet it says why there is no KKUB (en, th)', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': { data: question({ rewardKkub: 2 }) },
      'POST /client/pop-quizs/7/questions/3/submit': {
        data: result({ status: 'pending', kkub: { amount: 2, outcome: 'pending' } }),
      },
    });
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(
      await screen.findByText(/\+ 2 KKUB to your exchange-linked wallet/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '21 million' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Correct! You earned 25 points.')).toBeInTheDocument();
    expect(screen.getByTestId('pop-quiz-kkub')).toHaveTextContent('2 KKUB is on its way to your exchange wallet.');
    unmount();

    mockApi({
      'GET /client/pop-quizs/7/question': {
        data: question({
          rewardKkub: 2,
          status: 'completed',
          secondsLeft: 0,
          result: result({ kkub: { amount: 2, outcome: 'no-wallet' } }),
        }),
      },
    });
    renderRoutes(routes, '/th/pop-quizzes/7');
    signIn();
    expect(await screen.findByTestId('pop-quiz-kkub', {}, { timeout: 15_000 })).toHaveTextContent(
      'เชื่อมบัญชีกระดานเทรดในโปรไฟล์เพื่อรับ KKUB ครั้งต่อไป',
    );
    expect(screen.getByTestId('pop-quiz-reveal-later')).toHaveTextContent('คำตอบที่ถูกจะแสดงในประวัติควิซ');
  });

  it('leaving a running pop quiz asks to discard or continue (en, th); a finished one leaves at once', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': { data: question() },
      'GET /client/pop-quizs-available': { data: available() },
    });
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to pop quizzes' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this quiz?' });
    expect(dialog).toHaveTextContent('The clock keeps running');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue quiz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('pop-quiz-question-page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to pop quizzes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByTestId('pop-quiz-list-page', {}, { timeout: 15_000 })).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /client/pop-quizs/7/question': { data: question() } });
    const thai = renderRoutes(routes, '/th/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('link', { name: 'กลับไปที่ป๊อปควิซ' }, { timeout: 15_000 }));
    const thaiDialog = await screen.findByRole('dialog', { name: 'ออกจากแบบทดสอบนี้?' });
    expect(thaiDialog).toHaveTextContent('เวลายังคงเดินต่อ');
    expect(within(thaiDialog).getByRole('button', { name: 'ทิ้งความคืบหน้า' })).toBeInTheDocument();
    expect(within(thaiDialog).getByRole('button', { name: 'ทำแบบทดสอบต่อ' })).toBeInTheDocument();
    thai.unmount();

    mockApi({
      'GET /client/pop-quizs/7/question': {
        data: question({ status: 'completed', secondsLeft: 0, result: result() }),
      },
      'GET /client/pop-quizs-available': { data: available() },
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to pop quizzes' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('pop-quiz-list-page', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
