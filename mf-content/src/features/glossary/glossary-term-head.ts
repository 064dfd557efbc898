import type { HeadHandle } from '@academy/contracts';
import { getQueryClient, languageOf } from '@academy/platform';
import { summaryOf } from '../../lib/summary-of';
import { glossaryQueryOptions } from './api/get-glossary';

/**
 * A glossary entry's head (the term, its definition as the description) from the entry its
 * loader put in the query cache. Null when it did not load (the shell writes the defaults).
 */
export const glossaryTermHead: HeadHandle['head'] = ({ params }) => {
  const entry = getQueryClient().getQueryData(glossaryQueryOptions(languageOf(params), params.id ?? '').queryKey);
  return entry ? { title: entry.term, description: summaryOf(entry.definition) } : null;
};
