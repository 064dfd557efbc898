import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { eventsQueryOptions } from '../../lib/events/get-events';

/** Route loader of the events list. */
export function eventsLoader({ params }: LoaderFunctionArgs) {
  return loaderData(getQueryClient().prefetchQuery(eventsQueryOptions(languageOf(params))));
}
