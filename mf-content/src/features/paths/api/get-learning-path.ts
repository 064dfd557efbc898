import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Language, type LearningPath } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** One learning path (404 for an unknown one). */
export async function getLearningPath(slug: string): Promise<LearningPath> {
  return callEndpoint(endpoints.content.learningPath, { params: { slug }, silent: true });
}

export const learningPathQueryOptions = (lang: Language, slug: string) =>
  queryOptions({ queryKey: contentKeys.learningPath(lang, slug), queryFn: () => getLearningPath(slug) });

export function useLearningPath(lang: Language, slug: string) {
  return useQuery(learningPathQueryOptions(lang, slug));
}
