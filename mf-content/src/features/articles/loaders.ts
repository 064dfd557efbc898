import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData, useSessionStore } from '@academy/platform';
import { categoriesQueryOptions } from '../../lib/api/get-categories';
import { filteredBlogsQueryOptions } from '../../lib/api/get-filtered-blogs';
import { blogQueryOptions } from './api/get-blog';
import { readArticleFilters, readPage, toBlogFilter } from './article-filters';

/** Route loader of the article list: the categories and the page the URL's filters ask for. */
export function articleListLoader({ params, request }: LoaderFunctionArgs) {
  const lang = languageOf(params);
  const search = new URL(request.url).searchParams;
  const queryClient = getQueryClient();
  return loaderData(
    queryClient.prefetchQuery(categoriesQueryOptions(lang)),
    queryClient.prefetchQuery(
      filteredBlogsQueryOptions(lang, toBlogFilter(readArticleFilters(search), readPage(search))),
    ),
  );
}

/** Route loader of an article page. */
export function articleLoader({ params }: LoaderFunctionArgs) {
  return loaderData(
    getQueryClient().prefetchQuery(
      blogQueryOptions(languageOf(params), params.slug ?? '', useSessionStore.getState().user?.id),
    ),
  );
}
