import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from './query-keys';
import { validate } from './validate';

/** GET /client/categories, sorted by ranking ascending, unlimited (names in both languages). */
export async function getCategories(): Promise<Category[]> {
  const { data } = await http.get('/client/categories', { params: { _sort: 'ranking:ASC', _limit: -1 }, silent: true });
  return validate(({ contracts, z }) => z.array(contracts.categorySchema), data);
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
