import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, QuizAccessFilter, QuizCard } from '@academy/contracts';
import { http, keepPreviousInLanguage } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';
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

/** GET /client/v2/article-quiz-list: one page of quiz cards (visitors may browse). */
export async function getQuizList(f: QuizListFilters): Promise<QuizCard[]> {
  const { data } = await http.get('/client/v2/article-quiz-list', {
    params: { ...params(f), _start: (f.page - 1) * QUIZ_PAGE_SIZE, _limit: QUIZ_PAGE_SIZE },
    silent: true,
  });
  return parseResponse('quizCardListSchema', data);
}

/** GET /client/v2/article-quiz-list/count: how many match (for paging). */
export async function getQuizCount(f: QuizListFilters): Promise<number> {
  const { data } = await http.get('/client/v2/article-quiz-list/count', { params: params(f), silent: true });
  return parseResponse('countSchema', data);
}

export const quizListQueryOptions = (lang: Language, f: QuizListFilters, userId: string | number | null) =>
  queryOptions({
    queryKey: quizKeys.list(lang, f, userId),
    queryFn: async () => {
      const [items, total] = await Promise.all([getQuizList(f), getQuizCount(f)]);
      return { items, total };
    },
    placeholderData: keepPreviousInLanguage(lang),
  });

export function useQuizList(lang: Language, f: QuizListFilters, userId: string | number | null) {
  return useQuery(quizListQueryOptions(lang, f, userId));
}
