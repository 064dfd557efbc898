import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPageSchema, type ContentPage, type Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKey } from '../../../lib/api/query-keys';

/** GET /client/pages/{slug} (about us). */
export async function getContentPage(slug: string): Promise<ContentPage> {
  const { data } = await http.get(`/client/pages/${encodeURIComponent(slug)}`, { silent: true });
  return contentPageSchema.parse(data);
}

export const contentPageQueryOptions = (lang: Language, slug: string) =>
  queryOptions({ queryKey: contentKey(lang, 'page', slug), queryFn: () => getContentPage(slug) });

export function useContentPage(lang: Language, slug: string) {
  return useQuery(contentPageQueryOptions(lang, slug));
}
