import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, LearningPath } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from './query-keys';
import { validate } from './validate';

/** GET /client/paths: the learning paths in order, with their steps (the paths pages and home). */
export async function getLearningPaths(): Promise<LearningPath[]> {
  const { data } = await http.get('/client/paths', { silent: true });
  return validate(({ contracts, z }) => z.array(contracts.learningPathSchema), data);
}

export const learningPathsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: contentKeys.learningPaths(lang), queryFn: getLearningPaths });

export function useLearningPaths(lang: Language) {
  return useQuery(learningPathsQueryOptions(lang));
}
