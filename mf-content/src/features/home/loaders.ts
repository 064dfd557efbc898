import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData, useSessionStore } from '@academy/platform';
import { categoriesQueryOptions } from '../../lib/api/get-categories';
import { filteredBlogsQueryOptions } from '../../lib/api/get-filtered-blogs';
import { learningPathsQueryOptions } from '../../lib/api/get-learning-paths';
import { pathProgressQueryOptions } from '../../lib/api/get-path-progress';
import { homeBlogFilters } from './home-queries';

/** Route loader of the home page: the three article lists and the topics (and a learner's paths). */
export function homeLoader({ params }: LoaderFunctionArgs) {
  const lang = languageOf(params);
  const queryClient = getQueryClient();
  const userId = useSessionStore.getState().user?.id;
  const learnerPaths =
    userId === undefined
      ? []
      : [
          queryClient.prefetchQuery(pathProgressQueryOptions(userId)),
          queryClient.prefetchQuery(learningPathsQueryOptions(lang)),
        ];
  return loaderData(
    ...learnerPaths,
    queryClient.prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.latest)),
    queryClient.prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.exclusive)),
    queryClient.prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.market)),
    queryClient.prefetchQuery(categoriesQueryOptions(lang)),
  );
}
