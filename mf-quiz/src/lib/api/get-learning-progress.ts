import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type LearningProgress, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { learningProgressKey } from './query-keys';

/** Streak, best run and points per day over the last 30 days. */
export async function getLearningProgress(): Promise<LearningProgress> {
  return callEndpoint(endpoints.quiz.learningProgress, { silent: true });
}

export const learningProgressQueryOptions = (userId: UserId | null) =>
  queryOptions({ queryKey: learningProgressKey(userId), queryFn: getLearningProgress });

export function useLearningProgress(userId: UserId | null) {
  return useQuery({ ...learningProgressQueryOptions(userId), enabled: userId !== null });
}
