import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { getStartBannerQueryOptions } from './api/get-get-start-banner';
import { getStartsQueryOptions } from './api/get-get-starts';

/** Route loader of the get-started page: its steps and its banner. */
export function getStartedLoader({ params }: LoaderFunctionArgs) {
  const lang = languageOf(params);
  return loaderData(
    getQueryClient().prefetchQuery(getStartsQueryOptions(lang)),
    getQueryClient().prefetchQuery(getStartBannerQueryOptions(lang)),
  );
}
