import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { eventQueryOptions } from '../../lib/events/get-events';

/** Route loader of the Pitch 2024 page: its results (GET /client/events/pitch-2024). */
export function pitchLoader({ params }: LoaderFunctionArgs) {
  return loaderData(getQueryClient().prefetchQuery(eventQueryOptions(languageOf(params), 'pitch-2024')));
}
