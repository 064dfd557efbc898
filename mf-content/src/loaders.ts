import type { LoaderFunctionArgs } from 'react-router';
import { GLOSSARY_INDEX, isLanguage, legalKinds, type Language, type LegalKind } from '@academy/contracts';
import { getQueryClient, loaderData, useSessionStore } from '@academy/platform';
import { blogQueryOptions } from './features/articles/api/get-blog';
import { readArticleFilters, readPage, toBlogFilter } from './features/articles/article-filters';
import { contentPageQueryOptions } from './features/about-us/api/get-content-page';
import { getStartBannerQueryOptions } from './features/get-started/api/get-get-start-banner';
import { getStartsQueryOptions } from './features/get-started/api/get-get-starts';
import { glossariesQueryOptions } from './features/glossary/api/get-glossaries';
import { homeBlogFilters } from './features/home/home-queries';
import { footerQueryOptions } from './features/legal/api/get-footer';
import { categoriesQueryOptions } from './lib/api/get-categories';
import { filteredBlogsQueryOptions } from './lib/api/get-filtered-blogs';

/*
 * Route loaders of the public pages: they start the queries the page reads (same keys), so the
 * data is on its way before the page's code arrives. In the browser they do not wait; during a
 * server render they do, and the HTML carries the data (`loaderData`).
 */

const langOf = ({ params }: LoaderFunctionArgs): Language => (isLanguage(params.lang) ? params.lang : 'en');
const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

export const homeLoader = (args: LoaderFunctionArgs) => {
  const lang = langOf(args);
  return loaderData(
    getQueryClient().prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.latest)),
    getQueryClient().prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.exclusive)),
    getQueryClient().prefetchQuery(filteredBlogsQueryOptions(lang, homeBlogFilters.market)),
    getQueryClient().prefetchQuery(categoriesQueryOptions(lang)),
  );
};

export const articleListLoader = (args: LoaderFunctionArgs) => {
  const lang = langOf(args);
  const search = searchOf(args);
  return loaderData(
    getQueryClient().prefetchQuery(categoriesQueryOptions(lang)),
    getQueryClient().prefetchQuery(
      filteredBlogsQueryOptions(lang, toBlogFilter(readArticleFilters(search), readPage(search))),
    ),
  );
};

export const articleLoader = (args: LoaderFunctionArgs) =>
  loaderData(
    getQueryClient().prefetchQuery(
      blogQueryOptions(langOf(args), args.params.slug ?? '', useSessionStore.getState().user?.id),
    ),
  );

export const glossaryLoader = (args: LoaderFunctionArgs) => {
  const search = searchOf(args);
  const letter = search.get('letter') ?? '';
  const bucket = (GLOSSARY_INDEX as readonly string[]).includes(letter) ? letter : undefined;
  const query = search.get('q')?.trim() || undefined;
  return loaderData(getQueryClient().prefetchQuery(glossariesQueryOptions(langOf(args), { bucket, query })));
};

export const getStartedLoader = (args: LoaderFunctionArgs) =>
  loaderData(
    getQueryClient().prefetchQuery(getStartsQueryOptions(langOf(args))),
    getQueryClient().prefetchQuery(getStartBannerQueryOptions(langOf(args))),
  );

export const aboutUsLoader = (args: LoaderFunctionArgs) =>
  loaderData(getQueryClient().prefetchQuery(contentPageQueryOptions(langOf(args), 'about-us')));

export const legalLoader = (args: LoaderFunctionArgs) => {
  const kind = args.params.kind;
  return (legalKinds as readonly string[]).includes(kind ?? '')
    ? loaderData(getQueryClient().prefetchQuery(footerQueryOptions(langOf(args), kind as LegalKind)))
    : null;
};
