import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type QuizHistoryRecord, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { getQuizHistoryCount } from './get-quiz-history-count';
import { HISTORY_PAGE_SIZE, quizHistoryKeys, type QuizHistoryFilters } from './query-keys';

/** A page of the user's finished main quizzes, newest first. */
export async function getQuizHistory(
  filters: QuizHistoryFilters,
  limit = HISTORY_PAGE_SIZE,
): Promise<QuizHistoryRecord[]> {
  return callEndpoint(endpoints.quiz.history, {
    query: {
      result: filters.result,
      ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
      _start: filters.page * limit,
      _limit: limit,
    },
    silent: true,
  });
}

/** The page and the total (for the pager) in one cache entry. */
export const quizHistoryQueryOptions = (userId: UserId | null, filters: QuizHistoryFilters) =>
  queryOptions({
    queryKey: quizHistoryKeys.list(userId, filters),
    queryFn: async () => {
      const [items, total] = await Promise.all([getQuizHistory(filters), getQuizHistoryCount(filters)]);
      return { items, total };
    },
    placeholderData: keepPreviousData,
  });

export function useQuizHistory(userId: UserId | null, filters: QuizHistoryFilters) {
  return useQuery({ ...quizHistoryQueryOptions(userId, filters), enabled: userId !== null });
}
