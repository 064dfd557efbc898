import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LearningProgress } from '@academy/contracts';
import { http } from '@academy/platform';
import { learningProgressKey } from './query-keys';
import { parseResponse } from './parse-response';

/** GET /client/v2/learning-progress: streak, best run and points per day over the last 30 days. */
export async function getLearningProgress(): Promise<LearningProgress> {
  const { data } = await http.get('/client/v2/learning-progress', { silent: true });
  return parseResponse('learningProgressSchema', data);
}

export const learningProgressQueryOptions = (userId: string) =>
  queryOptions({ queryKey: learningProgressKey(userId), queryFn: getLearningProgress });

export function useLearningProgress(userId: string) {
  return useQuery({ ...learningProgressQueryOptions(userId), enabled: userId !== '' });
}
