import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { contentPageQueryOptions } from './api/get-content-page';

/** Route loader of the about-us page. */
export function aboutUsLoader({ params }: LoaderFunctionArgs) {
  return loaderData(getQueryClient().prefetchQuery(contentPageQueryOptions(languageOf(params), 'about-us')));
}
