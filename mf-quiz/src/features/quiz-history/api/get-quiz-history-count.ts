import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import type { QuizHistoryFilters } from './query-keys';

/** How many finished attempts match the filters. */
export async function getQuizHistoryCount(filters: Pick<QuizHistoryFilters, 'result' | 'name'>): Promise<number> {
  return callEndpoint(endpoints.quiz.historyCount, {
    query: { result: filters.result, ...(filters.name.trim() ? { name: filters.name.trim() } : {}) },
    silent: true,
  });
}
