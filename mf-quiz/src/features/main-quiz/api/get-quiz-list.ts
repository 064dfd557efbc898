import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Language, type QuizAccessFilter, type QuizCard, type UserId } from '@academy/contracts';
import { keepPreviousInLanguage } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { quizKeys } from '../../../lib/api/query-keys';

export interface QuizListFilters {
  filter: QuizAccessFilter;
  category: string;
  name: string;
  page: number;
}
export const QUIZ_PAGE_SIZE = 12;

const params = (f: QuizListFilters) => ({
  filter: f.filter,
  ...(f.category ? { category: f.category } : {}),
  ...(f.name.trim() ? { name: f.name.trim() } : {}),
});

/** One page of quiz cards (visitors may browse). */
export async function getQuizList(f: QuizListFilters): Promise<QuizCard[]> {
  return callEndpoint(endpoints.quiz.quizList, {
    query: { ...params(f), _start: (f.page - 1) * QUIZ_PAGE_SIZE, _limit: QUIZ_PAGE_SIZE },
    silent: true,
  });
}

/** How many match (for paging). */
export async function getQuizCount(f: QuizListFilters): Promise<number> {
  return callEndpoint(endpoints.quiz.quizListCount, { query: params(f), silent: true });
}

export const quizListQueryOptions = (lang: Language, f: QuizListFilters, userId: UserId | null) =>
  queryOptions({
    queryKey: quizKeys.list(lang, f, userId),
    queryFn: async () => {
      const [items, total] = await Promise.all([getQuizList(f), getQuizCount(f)]);
      return { items, total };
    },
    placeholderData: keepPreviousInLanguage(lang),
  });

export function useQuizList(lang: Language, f: QuizListFilters, userId: UserId | null) {
  return useQuery(quizListQueryOptions(lang, f, userId));
}
