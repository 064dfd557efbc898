import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Category, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from './query-keys';

/** The categories, sorted by ranking ascending, unlimited (names in both languages). */
export async function getCategories(): Promise<Category[]> {
  return callEndpoint(endpoints.content.categories, { query: { _sort: 'ranking:ASC', _limit: -1 }, silent: true });
}

// Both names come in one answer; the key still carries the language like every content key.
export const categoriesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: contentKeys.categories(lang), queryFn: getCategories, staleTime: 10 * 60_000 });

export function useCategories(lang: Language) {
  return useQuery(categoriesQueryOptions(lang));
}

export function categoryName(category: Category, lang: Language): string {
  return lang === 'th' ? category.name_th : category.name_en;
}
