import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, loaderData } from '@academy/platform';
import { currentUserKey } from '../../lib/api/current-user';
import { learningProgressQueryOptions } from '../../lib/api/get-learning-progress';
import { popQuizHistoriesQueryOptions } from '../../lib/api/get-pop-quiz-histories';
import { popQuizQuestionQueryOptions } from './api/get-pop-quiz-question';
import { popQuizzesAvailableQueryOptions } from './api/get-pop-quizzes-available';

/** Route loader of the pop quiz list: cards (anyone) and the user's pop quizzes (signed in). */
export function popQuizListLoader() {
  const userId = currentUserKey();
  const queryClient = getQueryClient();
  return loaderData(
    queryClient.prefetchQuery(popQuizzesAvailableQueryOptions(userId)),
    ...(userId
      ? [
          queryClient.prefetchQuery(popQuizHistoriesQueryOptions(userId, 0)),
          queryClient.prefetchQuery(learningProgressQueryOptions(userId)),
        ]
      : []),
  );
}

/**
 * Route loader of the question page. Opening the question starts the clock, so only a
 * signed-in user's visit of the page loads it (a visitor is asked to log in first).
 */
export function popQuizQuestionLoader({ params }: LoaderFunctionArgs) {
  const userId = currentUserKey();
  const id = Number(params.id);
  if (userId && Number.isInteger(id) && id > 0)
    void getQueryClient().prefetchQuery(popQuizQuestionQueryOptions(userId, id));
  return null;
}
