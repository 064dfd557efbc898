import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, thaiGlossaryBucket, type Glossary, type GlossaryTerm, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** The index entry (`#`, `A`..`Z`) a term sits under. */
export function bucketOf(term: string): string {
  const first = term.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

const sameBucket = (bucket: string, entry: string) => {
  const normalized = bucket.toLowerCase() === 'hash' ? '#' : bucket.toUpperCase();
  return normalized === entry;
};

/** The older bilingual shape (title_en / title_th) some API versions still send, put in the request's language. */
function fromBilingual(glossary: Glossary, lang: Language): GlossaryTerm {
  const term = lang === 'th' ? glossary.title_th || glossary.title_en : glossary.title_en;
  return {
    id: glossary.id,
    slug: String(glossary.id),
    tag: glossary.tag,
    term,
    definition: lang === 'th' ? glossary.definition_th || glossary.definition_en : glossary.definition_en,
    bucket: bucketOf(glossary.title_en || term),
    bucket_th: thaiGlossaryBucket(glossary.title_th),
    created_at: glossary.created_at,
    updated_at: glossary.updated_at,
  };
}

/** One term as the API sends it: the current shape, or the older bilingual one put in `lang`. */
const inLanguage = (answer: GlossaryTerm | Glossary, lang: Language): GlossaryTerm =>
  'title_en' in answer ? fromBilingual(answer, lang) : answer;

export interface GlossaryListFilter {
  /** An entry of the A-Z index (GLOSSARY_INDEX). */
  bucket?: string;
  /** An entry of the Thai index (GLOSSARY_INDEX_TH). */
  bucketTh?: string;
  query?: string;
}

/** The glossary sorted by tag, narrowed to one index bucket (A-Z or ก-ฮ) or a search. */
export async function getGlossaries(
  lang: Language,
  { bucket, bucketTh, query }: GlossaryListFilter,
): Promise<GlossaryTerm[]> {
  const answer = await callEndpoint(endpoints.content.glossaries, {
    query: {
      _sort: 'tag:ASC',
      _limit: -1,
      ...(bucket ? { bucket } : {}),
      ...(bucketTh ? { bucket_th: bucketTh } : {}),
      ...(query ? { _q: query } : {}),
    },
    silent: true,
  });
  const terms = answer.map((term) => inLanguage(term, lang));
  // Narrow here too, so an API that ignores a filter still shows the right terms.
  const needle = query?.toLocaleLowerCase();
  return terms
    .filter((term) => !bucket || sameBucket(term.bucket, bucket))
    .filter((term) => !bucketTh || term.bucket_th === bucketTh)
    .filter((term) => !needle || `${term.term} ${term.tag} ${term.definition}`.toLocaleLowerCase().includes(needle))
    .sort((a, b) => a.term.localeCompare(b.term, lang));
}

export const glossariesQueryOptions = (lang: Language, filter: GlossaryListFilter) =>
  queryOptions({ queryKey: contentKeys.glossaries(lang, filter), queryFn: () => getGlossaries(lang, filter) });

export function useGlossaries(lang: Language, filter: GlossaryListFilter) {
  return useQuery(glossariesQueryOptions(lang, filter));
}
