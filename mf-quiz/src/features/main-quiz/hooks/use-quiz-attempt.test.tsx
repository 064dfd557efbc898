import { act, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PlatformProviders, queryClient, signOut, useSessionStore, type SessionUser } from '@academy/platform';
import { quizAttemptKey } from '../../../lib/api/query-keys';
import { progress, quizDetail, reply, setupMockApi } from '../../../test/quiz-api-mock';
import { useQuizAttempt, type Attempt } from './use-quiz-attempt';

const api = setupMockApi();
const learner: SessionUser = { id: 1, point: 10, kub: 0.1, subscription: null, bkNext: null, kycStatus: 'verified' };
type Player = ReturnType<typeof useQuizAttempt>;
const players: Player[] = [];

const view = (index: number): Player => {
  const player = players[index];
  if (!player) throw new Error(`view ${index} is not rendered`);
  return player;
};

/** One view of the attempt; `index` tells two views apart. */
function View({ index }: { index: number }) {
  players[index] = useQuizAttempt(quizDetail(), () => undefined);
  return null;
}

/** Two views of the same quiz on a page (the player and, say, a progress badge). */
const open = () =>
  render(
    <PlatformProviders>
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '*',
            element: (
              <>
                <View index={0} />
                <View index={1} />
              </>
            ),
          },
        ])}
      />
    </PlatformProviders>,
  );

beforeEach(() => {
  useSessionStore.setState({ user: learner, checked: true });
  api.mockApi({
    'POST /client/v2/quiz_v2/5/start': progress({
      answers: [{ questionId: 1, selectedAnswers: [1] }],
      nextQuestionId: 2,
      remainingHints: 2,
    }),
    'POST /client/v2/quiz_v2/5/questions/2/hint': {
      questionId: 2,
      hint: 'Two of them',
      remainingHints: 1,
      spent: true,
    },
    'POST /client/user-clients/logout': {},
  });
});

const attemptInCache = () => queryClient.getQueryData<Attempt>(quizAttemptKey(5, 1));

it("keeps the attempt as the learner's query: the server's answers and hints land in it, every view sees them", async () => {
  open();
  await act(() => view(0).begin());
  expect(attemptInCache()?.answers).toEqual({ 1: [1] });
  expect(view(0).question?.id).toBe(2);

  await act(() => view(0).hint());
  expect(view(0).error).toBeNull();
  expect(attemptInCache()).toMatchObject({ hints: { 2: 'Two of them' }, remainingHints: 1 });
  expect(view(0).hints).toEqual({ 2: 'Two of them' });
  // the other view started nothing and still shows what the server answered
  expect(view(1)).toMatchObject({ answeredCount: 1, remainingHints: 1, hints: { 2: 'Two of them' } });
});

it("a sign-out drops the attempt under way with the rest of the learner's queries", async () => {
  open();
  await act(() => view(0).begin());
  expect(view(0).question?.id).toBe(2);
  await act(() => signOut());
  expect(attemptInCache()).toBeUndefined();
  await waitFor(() => expect(view(0).question).toBeUndefined());
});

it('a refused start is the error shown, nothing stays busy and no attempt is kept', async () => {
  api.mockApi({
    'POST /client/v2/quiz_v2/5/start': reply(409, {
      statusCode: 409,
      code: 'QUIZ_ALREADY_FINISHED',
      message: 'This quiz attempt is already finished.',
    }),
  });
  open();
  await act(() => view(0).begin());
  expect(view(0).error?.code).toBe('QUIZ_ALREADY_FINISHED');
  expect(view(0).busy).toBe(false);
  expect(attemptInCache()).toBeUndefined();
});
