import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type GlossaryTermDetail, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** One term's (by id or slug) full definition with related terms, in the request's language. */
export async function getGlossary(id: string): Promise<GlossaryTermDetail> {
  return callEndpoint(endpoints.content.glossary, { params: { id }, silent: true });
}

export const glossaryQueryOptions = (lang: Language, id: string) =>
  queryOptions({ queryKey: contentKeys.glossary(lang, id), queryFn: () => getGlossary(id) });

export function useGlossary(lang: Language, id: string) {
  return useQuery(glossaryQueryOptions(lang, id));
}
