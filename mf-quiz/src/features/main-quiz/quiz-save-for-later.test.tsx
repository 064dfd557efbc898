import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { progress, quizDetail, setupMockApi } from '../../test/quiz-api-mock';

const api = setupMockApi();
configure({ asyncUtilTimeout: 5000 });

/** Issue 36: "Save for later" kept the answers sent with Next, not the one picked on the question shown. */
describe('save for later', () => {
  beforeEach(() => {
    api.mockApi({
      'GET /client/v2/quiz_v2/slug/what-is-bitcoin': quizDetail(),
      'POST /client/v2/quiz_v2/5/start': progress(),
      'POST /client/v2/quiz_v2/5/questions/1/submit': {
        questionId: 1,
        selectedAnswers: [1],
        answeredCount: 1,
        total: 3,
        nextQuestionId: 2,
      },
      'POST /client/v2/quiz_v2/5/save': progress({ status: 'saved', answeredCount: 1 }),
    });
  });

  const play = async () => {
    renderRoutes(routes, '/en/quizzes/what-is-bitcoin');
    act(() =>
      useSessionStore.setState({
        user: { id: 1, point: 0, kub: 0, subscription: null, bkNext: null, kycStatus: 'verified' },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }, { timeout: 10_000 }));
    expect(await screen.findByTestId('quiz-position')).toHaveTextContent('Question 1 of 3');
    return user;
  };

  it('sends the choice picked but not yet confirmed with Next, then saves', async () => {
    const user = await play();
    await user.click(screen.getByRole('radio', { name: 'Every full node' }));
    await user.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByTestId('quiz-saved')).toBeInTheDocument();
    expect(api.callsTo('POST /client/v2/quiz_v2/5/questions/1/submit').map((call) => call.body)).toEqual([
      { selectedAnswers: [1] },
    ]);
    // the answer went first, then the save
    const order = api.calls.map((call) => call.path).filter((path) => /submit|save/.test(path));
    expect(order).toEqual(['/client/v2/quiz_v2/5/questions/1/submit', '/client/v2/quiz_v2/5/save']);
  }, 20_000);

  it('sends nothing more when no choice is picked', async () => {
    const user = await play();
    await user.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByTestId('quiz-saved')).toBeInTheDocument();
    expect(api.callsTo('POST /client/v2/quiz_v2/5/questions/1/submit')).toHaveLength(0);
  }, 20_000);
});
