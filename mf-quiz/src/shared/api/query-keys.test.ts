import { queryClient, signOut, useSessionStore } from '@academy/platform';
import { quizHistoryKeys, defaultHistoryFilters } from '../../features/quiz-history/api/query-keys';
import { learningProgressKey, popQuizKeys, quizKey, quizResultKey } from './query-keys';

jest.mock('@academy/platform', () => {
  const platform = jest.requireActual('@academy/platform');
  platform.http.defaults.adapter = async (config: object) => ({
    data: {},
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
  return platform;
});

// Everything of the signed-in user lives under the platform's one user root: signing out drops it.
describe('quiz query keys', () => {
  it("sign-out drops the user's pop quizzes, history, progress and results, and keeps the public catalogue", async () => {
    useSessionStore.getState().login({ id: '7', point: 0, kub: 0 } as never);
    const mine = [
      popQuizKeys.available('7'),
      popQuizKeys.histories('7', 0, 10),
      popQuizKeys.hintAllowance('7'),
      learningProgressKey('7'),
      quizHistoryKeys.list('7', defaultHistoryFilters),
      quizResultKey('en', 3, '7'),
    ];
    for (const key of mine) queryClient.setQueryData(key, { mine: true });
    queryClient.setQueryData(quizKey('en', 'categories'), ['public']);
    await signOut();
    for (const key of mine) expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(queryClient.getQueryData(quizKey('en', 'categories'))).toEqual(['public']);
  });
});
