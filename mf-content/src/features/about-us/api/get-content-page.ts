import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type ContentPage, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** A content page by its slug (about us). */
export async function getContentPage(slug: string): Promise<ContentPage> {
  return callEndpoint(endpoints.content.contentPage, { params: { slug }, silent: true });
}

export const contentPageQueryOptions = (lang: Language, slug: string) =>
  queryOptions({ queryKey: contentKeys.page(lang, slug), queryFn: () => getContentPage(slug) });

export function useContentPage(lang: Language, slug: string) {
  return useQuery(contentPageQueryOptions(lang, slug));
}
