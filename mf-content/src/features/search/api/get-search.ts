import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchResultSchema, type Language, type SearchResult } from '@academy/contracts';
import { http } from '@academy/platform';
import { withCoverUrl } from '../../../lib/api/cover-url';
import { contentKeys } from '../../../lib/api/query-keys';

/** GET /client/search?q= : articles and glossary terms, with the matched words. */
export async function getSearch(query: string): Promise<SearchResult> {
  const { data } = await http.get('/client/search', { params: { q: query }, silent: true });
  const result = searchResultSchema.parse(data);
  return { ...result, articles: result.articles.map(withCoverUrl) };
}

export const searchQueryOptions = (lang: Language, query: string) =>
  queryOptions({ queryKey: contentKeys.search(lang, query), queryFn: () => getSearch(query) });

export function useSearch(lang: Language, query: string) {
  return useQuery({ ...searchQueryOptions(lang, query), enabled: query.length > 0 });
}
