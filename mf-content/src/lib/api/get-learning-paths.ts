import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Language, type LearningPath } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from './query-keys';

/** The learning paths in order, with their steps (the paths pages and home). */
export async function getLearningPaths(): Promise<LearningPath[]> {
  return callEndpoint(endpoints.content.learningPaths, { silent: true });
}

export const learningPathsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: contentKeys.learningPaths(lang), queryFn: getLearningPaths });

export function useLearningPaths(lang: Language) {
  return useQuery(learningPathsQueryOptions(lang));
}
