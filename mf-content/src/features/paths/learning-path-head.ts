import type { HeadHandle } from '@academy/contracts';
import { getQueryClient, languageOf } from '@academy/platform';
import { learningPathQueryOptions } from './api/get-learning-path';

/**
 * A learning path's head (its title and summary) from the path its loader put in the query
 * cache. Null when it did not load (the shell writes the defaults).
 */
export const learningPathHead: HeadHandle['head'] = ({ params }) => {
  const path = getQueryClient().getQueryData(learningPathQueryOptions(languageOf(params), params.slug ?? '').queryKey);
  return path ? { title: path.title, description: path.summary } : null;
};
