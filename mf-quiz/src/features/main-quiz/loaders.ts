import type { LoaderFunctionArgs } from 'react-router';
import { getQueryClient, languageOf, loaderData } from '@academy/platform';
import { currentUserId } from '../../lib/api/current-user';
import { categoriesQueryOptions } from './api/get-categories';
import { quizListQueryOptions } from './api/get-quiz-list';
import { quizQueryOptions } from './api/get-quiz';
import { filtersFromSearch } from './quiz-list-filters';

/** Route loader of the quiz list: the page the URL's filters ask for and the categories. */
export function quizListLoader({ params, request }: LoaderFunctionArgs) {
  const lang = languageOf(params);
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  return loaderData(
    getQueryClient().prefetchQuery(quizListQueryOptions(lang, filters, currentUserId())),
    getQueryClient().prefetchQuery(categoriesQueryOptions(lang)),
  );
}

/** Route loader of a quiz's play and result pages: the quiz itself. */
export function quizLoader({ params }: LoaderFunctionArgs) {
  return loaderData(
    getQueryClient().prefetchQuery(quizQueryOptions(languageOf(params), params.slug ?? '', currentUserId())),
  );
}
