import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type GlossaryTerm, type Language } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

const sameBucket = (bucket: string, entry: string) => {
  const normalized = bucket.toLowerCase() === 'hash' ? '#' : bucket.toUpperCase();
  return normalized === entry;
};

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
  const terms = await callEndpoint(endpoints.content.glossaries, {
    query: {
      _sort: 'tag:ASC',
      _limit: -1,
      ...(bucket ? { bucket } : {}),
      ...(bucketTh ? { bucket_th: bucketTh } : {}),
      ...(query ? { _q: query } : {}),
    },
    silent: true,
  });
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
