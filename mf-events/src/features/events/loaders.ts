import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { eventQueryOptions, eventsQueryOptions } from './api/get-events';

/** Route loader of the events list. */
export function eventsLoader({ params }: LoaderFunctionArgs) {
  return loaderData(getQueryClient().prefetchQuery(eventsQueryOptions(languageOf(params))));
}

/** Route loader of the Pitch 2024 page: its results. */
export function pitchLoader({ params }: LoaderFunctionArgs) {
  return loaderData(getQueryClient().prefetchQuery(eventQueryOptions(languageOf(params), 'pitch-2024')));
}
