import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { searchQueryOptions } from './api/get-search';

/** Route loader of the search page: the results of the URL's `?q=`, so the server renders them. */
export function searchLoader({ params, request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  if (!query) return loaderData();
  return loaderData(getQueryClient().prefetchQuery(searchQueryOptions(languageOf(params), query)));
}
