import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type GlossaryTermDetail, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** One term's (by id or slug) full definition with related terms. */
export async function getGlossary(lang: Language, id: string): Promise<GlossaryTermDetail> {
  const g = await callEndpoint(endpoints.content.glossary, { params: { id }, silent: true });
  if (!('title_en' in g)) return g;
  // the older bilingual shape some API versions still send, put in the request's language
  return {
    id: g.id,
    slug: String(g.id),
    tag: g.tag,
    term: lang === 'th' ? g.title_th || g.title_en : g.title_en,
    definition: lang === 'th' ? g.definition_th || g.definition_en : g.definition_en,
    bucket: '',
    bucket_th: null,
    created_at: g.created_at,
    updated_at: g.updated_at,
    related: [],
  };
}

export const glossaryQueryOptions = (lang: Language, id: string) =>
  queryOptions({ queryKey: contentKeys.glossary(lang, id), queryFn: () => getGlossary(lang, id) });

export function useGlossary(lang: Language, id: string) {
  return useQuery(glossaryQueryOptions(lang, id));
}
