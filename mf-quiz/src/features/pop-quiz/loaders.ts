import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, loaderData } from '@academy/platform';
import { currentUserId } from '../../lib/api/current-user';
import { learningProgressQueryOptions } from '../../lib/api/get-learning-progress';
import { popQuizHistoriesQueryOptions } from '../../lib/api/get-pop-quiz-histories';
import { popQuizQuestionQueryOptions } from './api/get-pop-quiz-question';
import { popQuizzesAvailableQueryOptions } from './api/get-pop-quizzes-available';

/** Route loader of the pop quiz list: cards (anyone) and the user's pop quizzes (signed in). */
export function popQuizListLoader() {
  const userId = currentUserId();
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
 * Route loader of one pop quiz, for a signed-in user: their try if they started it and the cards
 * (the "ready?" step reads the window from them). Both only read: the try starts with the Start
 * button's POST. A visitor is asked to log in first.
 */
export function popQuizQuestionLoader({ params }: LoaderFunctionArgs) {
  const userId = currentUserId();
  const id = Number(params.id);
  if (!userId || !Number.isInteger(id) || id <= 0) return null;
  const queryClient = getQueryClient();
  return loaderData(
    queryClient.prefetchQuery(popQuizQuestionQueryOptions(userId, id)),
    queryClient.prefetchQuery(popQuizzesAvailableQueryOptions(userId)),
  );
}
