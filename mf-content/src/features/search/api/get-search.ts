import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Language, type SearchResult } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { withCoverUrl } from '../../../lib/api/cover-url';
import { contentKeys } from '../../../lib/api/query-keys';

/** Articles and glossary terms, with the matched words. */
export async function getSearch(query: string): Promise<SearchResult> {
  const result = await callEndpoint(endpoints.content.search, { query: { q: query }, silent: true });
  return { ...result, articles: result.articles.map(withCoverUrl) };
}

export const searchQueryOptions = (lang: Language, query: string) =>
  queryOptions({ queryKey: contentKeys.search(lang, query), queryFn: () => getSearch(query) });

export function useSearch(lang: Language, query: string) {
  return useQuery({ ...searchQueryOptions(lang, query), enabled: query.length > 0 });
}
