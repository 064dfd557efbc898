import type { LoaderFunctionArgs } from 'react-router';
import { GLOSSARY_INDEX } from '@academy/contracts';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { glossariesQueryOptions } from './api/get-glossaries';

/** Route loader of the glossary: the terms of the URL's letter and search. */
export function glossaryLoader({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const letter = search.get('letter') ?? '';
  const bucket = (GLOSSARY_INDEX as readonly string[]).includes(letter) ? letter : undefined;
  const query = search.get('q')?.trim() || undefined;
  return loaderData(getQueryClient().prefetchQuery(glossariesQueryOptions(languageOf(params), { bucket, query })));
}
