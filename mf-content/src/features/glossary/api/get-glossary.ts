import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { glossarySchema, glossaryTermDetailSchema, type GlossaryTermDetail, type Language } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from '../../../lib/api/query-keys';

/** GET /client/glossaries/{id or slug}: one term's full definition with related terms. */
export async function getGlossary(lang: Language, id: string): Promise<GlossaryTermDetail> {
  const { data } = await http.get(`/client/glossaries/${encodeURIComponent(id)}`, { silent: true });
  return z
    .union([
      glossaryTermDetailSchema,
      glossarySchema.transform((g) => ({
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
      })),
    ])
    .parse(data);
}

export const glossaryQueryOptions = (lang: Language, id: string) =>
  queryOptions({ queryKey: contentKeys.glossary(lang, id), queryFn: () => getGlossary(lang, id) });

export function useGlossary(lang: Language, id: string) {
  return useQuery(glossaryQueryOptions(lang, id));
}
