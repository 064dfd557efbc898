import { userKey } from '@academy/platform';
import type { UserId } from '@academy/contracts';

/** Query keys of the quiz history page, per signed-in user (under the platform's user root). */
export const quizHistoryKeys = {
  all: userKey('quiz-history'),
  list: (userId: UserId | null, query: QuizHistoryFilters) => [...quizHistoryKeys.all, 'list', userId, query] as const,
};

/** Filters and page of the main quiz history (`page` is 0-based). */
export interface QuizHistoryFilters {
  result: 'all' | 'pass' | 'fail';
  name: string;
  page: number;
}

export const HISTORY_PAGE_SIZE = 10;
export const defaultHistoryFilters: QuizHistoryFilters = { result: 'all', name: '', page: 0 };
