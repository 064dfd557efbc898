import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BlogFilter, type BlogFiltered, type Language } from '@academy/contracts';
import { keepPreviousInLanguage } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { withCoverUrl } from './cover-url';
import { contentKeys } from './query-keys';

/** One page of article cards matching the filter (covers as absolute URLs). */
export async function getFilteredBlogs(filter: BlogFilter): Promise<BlogFiltered> {
  const page = await callEndpoint(endpoints.content.filteredBlogs, { body: filter, silent: true });
  return { ...page, items: page.items.map(withCoverUrl) };
}

export const filteredBlogsQueryOptions = (lang: Language, filter: BlogFilter) =>
  queryOptions({
    queryKey: contentKeys.blogsFiltered(lang, filter),
    queryFn: () => getFilteredBlogs(filter),
    placeholderData: keepPreviousInLanguage(lang),
  });

export function useFilteredBlogs(lang: Language, filter: BlogFilter) {
  return useQuery(filteredBlogsQueryOptions(lang, filter));
}
