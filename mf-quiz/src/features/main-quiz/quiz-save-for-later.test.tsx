import { configure, screen } from '@testing-library/react';
import { progress, setupMockApi } from '../../test/quiz-api-mock';
import { learner, mockPlay, openQuiz } from '../../test/quiz-play-harness';

const api = setupMockApi();
configure({ asyncUtilTimeout: 5000 });

/** Issue 36: "Save for later" kept the answers sent with Next, not the one picked on the question shown. */
describe('save for later', () => {
  beforeEach(() => {
    mockPlay(api, { 'POST /client/v2/quiz_v2/5/save': progress({ status: 'saved', answeredCount: 1 }) });
  });

  const play = async () => {
    const { user } = await openQuiz('en', learner('verified'));
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
