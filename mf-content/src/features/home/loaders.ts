import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { categoriesQueryOptions } from '../../lib/api/get-categories';
import { filteredBlogsQueryOptions } from '../../lib/api/get-filtered-blogs';
import { homeBlogFilters } from './home-queries';

/** Route loader of the home page: the three article lists and the topics. */
export function homeLoader({ params }: LoaderFunctionArgs) {
  const lang = languageOf(params);
  const queryClient = getQueryClient();
  return loaderData(
    queryClient.prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.latest)),
    queryClient.prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.exclusive)),
    queryClient.prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.market)),
    queryClient.prefetchQuery(categoriesQueryOptions(lang)),
  );
}
