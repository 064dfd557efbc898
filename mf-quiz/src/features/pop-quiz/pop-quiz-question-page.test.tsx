import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { popQuizHintSchema, userSubscriptionDetailSchema } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, available, card, mockApi, question, result, signIn } from '../../test/pop-quiz-api-mock';

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

/** GET .../question before the learner started this pop quiz. */
const notStarted = apiError(409, 'QUIZ_NOT_STARTED', 'Start the pop quiz first');

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
    expect(await screen.findByText('Time is up.', {}, { timeout: 4000 })).toBeInTheDocument();
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
    expect(await screen.findByText('Sorry, the rewards have run out.')).toBeInTheDocument();
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
    const { unmount } = renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    expect(await screen.findByTestId('pop-quiz-hints-left', {}, { timeout: 15_000 })).toHaveTextContent('2 hints left');
    await userEvent.click(screen.getByRole('button', { name: 'Show the hint' }));
    expect(await screen.findByTestId('pop-quiz-hint')).toHaveTextContent('It is written into the protocol.');
    expect(screen.getByTestId('pop-quiz-hints-left')).toHaveTextContent('1 hint left');
    expect(screen.queryByRole('button', { name: 'Show the hint' })).not.toBeInTheDocument();
    expect(api.called('GET /client/user-subscription-infos/detail')).toHaveLength(1);

    unmount();
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

  it('shows the catalogue message when the pop quiz cannot be started', async () => {
    mockApi({
      'GET /client/pop-quizs/7/question': notStarted,
      'GET /client/pop-quizs-available': { data: available({ items: [card({ canPlay: true })] }) },
      'POST /client/pop-quizs/7/open': apiError(409, 'POP_QUIZ_EXPIRED', 'Pop Quiz is expired'),
    });
    renderRoutes(routes, '/en/pop-quizzes/7');
    signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 15_000 }));
    expect(await screen.findByText('This pop quiz has ended.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to pop quizzes' })).toHaveAttribute('href', '/en/pop-quizzes');
  });

  it('an unknown or old window with no try of mine: "not open"', async () => {
    mockApi({
      'GET /client/pop-quizs/99/question': notStarted,
      'GET /client/pop-quizs-available': { data: available() },
    });
    renderRoutes(routes, '/en/pop-quizzes/99');
    signIn();
    expect(await screen.findByText('This pop quiz is not open', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
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
            answer: {
              choices: [
                { text: '1 million', correct: false, selected: true },
                { text: '21 million', correct: true, selected: false },
                { text: '100 million', correct: false, selected: false },
                { text: 'There is no limit', correct: false, selected: false },
              ],
              explanation: 'Issuance converges to just under 21 million coins.',
            },
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
});
