import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData, useSessionStore } from '@academy/platform';
import { learningPathsQueryOptions } from '../../lib/api/get-learning-paths';
import { pathProgressQueryOptions } from '../../lib/api/get-path-progress';
import { learningPathQueryOptions } from './api/get-learning-path';

/** A signed-in learner's progress, started with the page's data (a visitor asks nothing). */
function progressPrefetch() {
  const userId = useSessionStore.getState().user?.id;
  return userId === undefined ? [] : [getQueryClient().prefetchQuery(pathProgressQueryOptions(userId))];
}

/** Route loader of the paths list. */
export function learningPathsLoader({ params }: LoaderFunctionArgs) {
  return loaderData(
    getQueryClient().prefetchQuery(learningPathsQueryOptions(languageOf(params))),
    ...progressPrefetch(),
  );
}

/** Route loader of one path's page. */
export function learningPathLoader({ params }: LoaderFunctionArgs) {
  return loaderData(
    getQueryClient().prefetchQuery(learningPathQueryOptions(languageOf(params), params.slug ?? '')),
    ...progressPrefetch(),
  );
}
