import { GLOSSARY_INDEX, GLOSSARY_INDEX_TH, type Language } from '@academy/contracts';
import type { GlossaryListFilter } from './api/get-glossaries';

/**
 * The glossary's filter from its URL (`?letter=A`, `?letter=ก` on the Thai site, `?q=`): one
 * reading shared by the loader and the page, so both ask for the same query. `letter` is the
 * index entry shown as selected.
 */
export function glossaryFilterOf(
  search: URLSearchParams,
  lang: Language,
): { filter: GlossaryListFilter; letter?: string } {
  const letter = search.get('letter') ?? '';
  const query = search.get('q')?.trim() || undefined;
  if ((GLOSSARY_INDEX as readonly string[]).includes(letter)) return { filter: { bucket: letter, query }, letter };
  if (lang === 'th' && (GLOSSARY_INDEX_TH as readonly string[]).includes(letter)) {
    return { filter: { bucketTh: letter, query }, letter };
  }
  return { filter: { query } };
}
