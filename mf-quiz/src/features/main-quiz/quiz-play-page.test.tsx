import { act, configure, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@academy/platform';
import { accountUser, sessionAnswer } from '@academy/testing';
import { progress, quizDetail, quizResult, reply, setupMockApi } from '../../test/quiz-api-mock';
import { learner, mockPlay, openQuiz } from '../../test/quiz-play-harness';

const api = setupMockApi();
// Whole quizzes are played click by click; the default 5 s is tight on a busy machine.
jest.setTimeout(20_000);
// A busy machine renders slowly: wait up to 5 s for what a step shows.
configure({ asyncUtilTimeout: 5000 });

describe('main quiz play', () => {
  it('opens the login dialog for a visitor and remembers the quiz', async () => {
    api.mockApi({ 'GET /client/v2/quiz_v2/slug/what-is-bitcoin': quizDetail({ locked: true, nextAttempt: null }) });
    const { user } = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('login-dialog')).toHaveTextContent('Please log in to continue.');
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/quizzes/what-is-bitcoin');
    expect(api.callsTo('POST /client/v2/quiz_v2/5/start')).toHaveLength(0);
  });

  it('opens the KYC prompt for a user who is not verified', async () => {
    mockPlay(api);
    const { user } = await openQuiz('en', learner('unverified'));
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('kyc-dialog')).toHaveTextContent(
      'Please complete your KYC verification before doing a quiz',
    );
    expect(api.callsTo('POST /client/v2/quiz_v2/5/start')).toHaveLength(0);
  });

  it('plays one question at a time, multi-answer included, and finishes into the result; points refresh the header', async () => {
    mockPlay(api, {
      'POST /client/v2/quiz_v2/5/finish': quizResult({
        grade: 'A+',
        passed: true,
        pointsEarned: 50,
        score: 100,
        correctCount: 3,
      }),
      'GET /client/v2/quiz_v2/5/result': quizResult({
        grade: 'A+',
        passed: true,
        pointsEarned: 50,
        score: 100,
        correctCount: 3,
      }),
      'GET /client/user-clients/session': sessionAnswer(
        accountUser({ id: 1, point: 60, kub: 0.6, kycStatus: 'verified' }),
      ),
    });
    const { user, router } = await openQuiz('en', learner('verified'));
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('quiz-position')).toHaveTextContent('Question 1 of 3');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Every full node' }));
    await user.click(next);
    expect(await screen.findByText('Pick the two true ones')).toBeInTheDocument();
    expect(screen.getByText('Choose 2 answers.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'One' }));
    await user.click(screen.getByRole('checkbox', { name: 'Three' }));
    await user.click(screen.getByRole('checkbox', { name: 'Four' })); // a third pick is ignored
    expect(screen.getByRole('checkbox', { name: 'Four' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('quiz-position')).toHaveTextContent('Question 3 of 3');
    await user.click(screen.getByRole('radio', { name: '21 million' }));
    await user.click(screen.getByRole('button', { name: 'Finish quiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/quizzes/what-is-bitcoin/result'));
    expect(api.callsTo('POST /client/v2/quiz_v2/5/questions/2/submit')[0]!.body).toEqual({ selectedAnswers: [0, 2] });
    expect(api.callsTo('POST /client/v2/quiz_v2/5/finish')).toHaveLength(1);
    expect(useSessionStore.getState().user).toMatchObject({ point: 60, kub: 0.6 });
    expect(await screen.findByTestId('quiz-grade')).toHaveTextContent('A+');
    expect(screen.queryByTestId('leave-quiz-dialog')).not.toBeInTheDocument();
  });

  it('reveals a hint with the remaining count (subscribers), once per question', async () => {
    mockPlay(api, {
      'POST /client/v2/quiz_v2/5/start': progress({ remainingHints: 2 }),
      'POST /client/v2/quiz_v2/5/questions/1/hint': {
        questionId: 1,
        hint: 'Think distributed.',
        remainingHints: 1,
        spent: true,
      },
    });
    const { user } = await openQuiz('en', learner('verified'));
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    await user.click(await screen.findByRole('button', { name: 'Use a hint (2 left)' }));
    expect(await screen.findByTestId('quiz-hint')).toHaveTextContent('Think distributed.');
    await user.click(screen.getByRole('radio', { name: 'A bank' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Use a hint (1 left)' })).toBeEnabled();
  });

  it('without a subscription the hint is disabled and says why', async () => {
    mockPlay(api);
    const { user } = await openQuiz('en', learner('verified'));
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByRole('button', { name: 'Use a hint (0 left)' })).toBeDisabled();
    expect(screen.getByText('Hints are for subscribers.')).toBeInTheDocument();
  });

  it('resumes a saved attempt where it stopped, and saves for later again', async () => {
    mockPlay(api, {
      'GET /client/v2/quiz_v2/slug/what-is-bitcoin': quizDetail({
        myAttempt: {
          attemptId: 11,
          status: 'saved',
          answeredCount: 1,
          grade: null,
          passed: null,
          finishedAt: null,
          practice: false,
        },
        nextAttempt: null,
      }),
      'POST /client/v2/quiz_v2/5/start': progress({
        answeredCount: 1,
        nextQuestionId: 2,
        answers: [{ questionId: 1, selectedAnswers: [1] }],
      }),
      'POST /client/v2/quiz_v2/5/save': progress({ status: 'saved' }),
    });
    const { user } = await openQuiz('en', learner('verified'));
    await user.click(screen.getByRole('button', { name: 'Resume quiz' }));
    expect(await screen.findByTestId('quiz-position')).toHaveTextContent('Question 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Every full node' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByTestId('quiz-saved')).toHaveTextContent('Saved.');
    expect(api.callsTo('POST /client/v2/quiz_v2/5/save')).toHaveLength(1);
  });

  it('asks to discard or continue when leaving a running quiz', async () => {
    mockPlay(api);
    const { user, router } = await openQuiz('en', learner('verified'));
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    await screen.findByTestId('quiz-position');
    act(() => void router.navigate('/en/quizzes'));
    const dialog = await screen.findByTestId('leave-quiz-dialog');
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue quiz' }));
    await waitFor(() => expect(screen.queryByTestId('leave-quiz-dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/en/quizzes/what-is-bitcoin');
    act(() => void router.navigate('/en/quizzes'));
    expect(await screen.findByTestId('leave-quiz-dialog')).toHaveTextContent(
      'your answers are not saved. Its questions count as seen: a graded attempt will not ask them again',
    );
    api.mockApi({
      'GET /client/v2/article-quiz-list': [],
      'GET /client/v2/article-quiz-list/count': 0,
      'POST /client/v2/quiz_v2/5/discard': { quizId: 5, discarded: true },
    });
    expect(api.callsTo('POST /client/v2/quiz_v2/5/discard')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/quizzes'));
    // Discard really discards: the attempt is deleted on the server
    expect(api.callsTo('POST /client/v2/quiz_v2/5/discard')).toHaveLength(1);
  });

  it('plays the questions the start drew, in their shuffled order, and marks a practice attempt', async () => {
    mockPlay(api, {
      'POST /client/v2/quiz_v2/5/start': progress({
        practice: true,
        total: 1,
        questions: [{ id: 1, question: 'Which one is a hash?', choices: ['SHA-256', 'JPEG'], selectCount: 1 }],
      }),
      'POST /client/v2/quiz_v2/5/questions/1/submit': reply(409, {
        statusCode: 409,
        code: 'QUIZ_SUBMIT_FAILED',
        message: 'Submit Fail!',
      }),
    });
    const { user } = await openQuiz('en', learner('verified'));
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('quiz-position')).toHaveTextContent('Question 1 of 1');
    expect(screen.getByText('Which one is a hash?')).toBeInTheDocument();
    expect(screen.getByTestId('quiz-practice-chip')).toHaveTextContent('Practice');
    await user.click(screen.getByRole('radio', { name: 'JPEG' }));
    await user.click(screen.getByRole('button', { name: 'Finish quiz' }));
    expect(api.callsTo('POST /client/v2/quiz_v2/5/questions/1/submit')[0]!.body).toEqual({ selectedAnswers: [1] });
  });
});
