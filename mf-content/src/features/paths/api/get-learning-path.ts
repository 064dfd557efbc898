import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, LearningPath } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from '../../../lib/api/query-keys';
import { validate } from '../../../lib/api/validate';

/** GET /client/paths/{slug}: one learning path (404 for an unknown one). */
export async function getLearningPath(slug: string): Promise<LearningPath> {
  const { data } = await http.get(`/client/paths/${encodeURIComponent(slug)}`, { silent: true });
  return validate(({ contracts }) => contracts.learningPathSchema, data);
}

export const learningPathQueryOptions = (lang: Language, slug: string) =>
  queryOptions({ queryKey: contentKeys.learningPath(lang, slug), queryFn: () => getLearningPath(slug) });

export function useLearningPath(lang: Language, slug: string) {
  return useQuery(learningPathQueryOptions(lang, slug));
}
