import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { glossariesQueryOptions } from './api/get-glossaries';
import { glossaryQueryOptions } from './api/get-glossary';
import { glossaryFilterOf } from './glossary-filter';

/** Route loader of the glossary: the terms of the URL's letter (A-Z or ก-ฮ) and search. */
export function glossaryLoader({ params, request }: LoaderFunctionArgs) {
  const lang = languageOf(params);
  const { filter } = glossaryFilterOf(new URL(request.url).searchParams, lang);
  return loaderData(getQueryClient().prefetchQuery(glossariesQueryOptions(lang, filter)));
}

/** Route loader of a glossary entry: its definition and related terms (server-rendered, no script needed). */
export function glossaryTermLoader({ params }: LoaderFunctionArgs) {
  return loaderData(getQueryClient().prefetchQuery(glossaryQueryOptions(languageOf(params), params.id ?? '')));
}
