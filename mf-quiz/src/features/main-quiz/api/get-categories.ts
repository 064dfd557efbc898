import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Category, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { quizKeys } from '../../../lib/api/query-keys';

/** The categories (the quiz list's topics), sorted by ranking, unlimited. */
export async function getCategories(): Promise<Category[]> {
  return callEndpoint(endpoints.content.categories, { query: { _sort: 'ranking:ASC', _limit: -1 }, silent: true });
}

export const categoriesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: quizKeys.categories(lang), queryFn: getCategories, staleTime: 10 * 60_000 });

export function useCategories(lang: Language) {
  return useQuery(categoriesQueryOptions(lang));
}
