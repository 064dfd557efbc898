import { getQueryClient } from '@academy/platform';
import { currentUserId } from '../../lib/api/current-user';
import { popQuizHistoriesQueryOptions } from '../../lib/api/get-pop-quiz-histories';
import { learningProgressQueryOptions } from '../../lib/api/get-learning-progress';
import { quizHistoryQueryOptions } from './api/get-quiz-history';
import { defaultHistoryFilters } from './api/query-keys';

/** Route loader of the quiz history page: progress and the first page of each tab (signed in). */
export function quizHistoryLoader() {
  const userId = currentUserId();
  if (!userId) return null;
  const queryClient = getQueryClient();
  void queryClient.prefetchQuery(learningProgressQueryOptions(userId));
  void queryClient.prefetchQuery(quizHistoryQueryOptions(userId, defaultHistoryFilters));
  void queryClient.prefetchQuery(popQuizHistoriesQueryOptions(userId, 0));
  return null;
}
