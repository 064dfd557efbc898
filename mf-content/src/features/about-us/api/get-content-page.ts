import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPage, Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from '../../../lib/api/query-keys';
import { validate } from '../../../lib/api/validate';

/** GET /client/pages/{slug} (about us). */
export async function getContentPage(slug: string): Promise<ContentPage> {
  const { data } = await http.get(`/client/pages/${encodeURIComponent(slug)}`, { silent: true });
  return validate(({ contracts }) => contracts.contentPageSchema, data);
}

export const contentPageQueryOptions = (lang: Language, slug: string) =>
  queryOptions({ queryKey: contentKeys.page(lang, slug), queryFn: () => getContentPage(slug) });

export function useContentPage(lang: Language, slug: string) {
  return useQuery(contentPageQueryOptions(lang, slug));
}
