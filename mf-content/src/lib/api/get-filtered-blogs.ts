import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogFilter, BlogFiltered, Language } from '@academy/contracts';
import { http, keepPreviousInLanguage } from '@academy/platform';
import { withCoverUrl } from './cover-url';
import { contentKeys } from './query-keys';
import { validate } from './validate';

/** POST /client/blogs/filtered: one page of article cards matching the filter (covers as absolute URLs). */
export async function getFilteredBlogs(filter: BlogFilter): Promise<BlogFiltered> {
  const body = await validate(({ contracts }) => contracts.blogFilterSchema, filter);
  const { data } = await http.post('/client/blogs/filtered', body, { silent: true });
  const page = await validate(({ contracts }) => contracts.blogFilteredSchema, data);
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
