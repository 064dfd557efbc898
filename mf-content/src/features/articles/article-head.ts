import type { HeadHandle } from '@academy/contracts';
import { getQueryClient, languageOf, useSessionStore } from '@academy/platform';
import { blogQueryOptions } from './api/get-blog';

/**
 * The article page's head (title, summary, social card) from the article its loader put in the
 * query cache: the shell's server render asks for it after the loaders ran, so nothing is fetched
 * again. Null when the article did not load (the shell then writes the site's defaults).
 */
export const articleHead: HeadHandle['head'] = ({ params }) => {
  const { queryKey } = blogQueryOptions(languageOf(params), params.slug ?? '', useSessionStore.getState().user?.id);
  const article = getQueryClient().getQueryData(queryKey);
  if (!article) return null;
  return {
    title: article.title,
    description: article.summary,
    image: article.coverImage ?? null,
    imageAlt: article.title,
    type: 'article',
  };
};
