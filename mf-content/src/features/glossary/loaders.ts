import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@academy/contracts';
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

/**
 * Route loader of a glossary entry: its definition and related terms (server-rendered, no script
 * needed). An entry's address is its slug; the server answers an old address by id (links made
 * before entries had slugs) with a permanent redirect, so each entry has one URL.
 */
export async function glossaryTermLoader({ params }: LoaderFunctionArgs) {
  const lang = languageOf(params);
  const key = params.id ?? '';
  const options = glossaryQueryOptions(lang, key);
  const waiting = loaderData(getQueryClient().prefetchQuery(options));
  if (!waiting || !/^\d+$/.test(key)) return waiting;
  await waiting;
  const slug = getQueryClient().getQueryData(options.queryKey)?.slug;
  if (slug && slug !== key) throw redirect(paths.glossaryTerm(lang, slug), 301);
  return null;
}
