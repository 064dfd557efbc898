import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';
import { quizKeys } from '../../../lib/api/query-keys';

/** GET /client/categories (the quiz list's topics), sorted by ranking, unlimited. */
export async function getCategories(): Promise<Category[]> {
  const { data } = await http.get('/client/categories', { params: { _sort: 'ranking:ASC', _limit: -1 }, silent: true });
  return parseResponse('categoryListSchema', data);
}

export const categoriesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: quizKeys.categories(lang), queryFn: getCategories, staleTime: 10 * 60_000 });

export function useCategories(lang: Language) {
  return useQuery(categoriesQueryOptions(lang));
}
