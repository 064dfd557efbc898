import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningStreakSchema, type LearningStreak } from '@academy/contracts';
import { http } from '@academy/platform';
import { popQuizKeys } from './query-keys';

/** GET /client/v2/learning-streak: days in a row with a passed quiz or a completed pop quiz. */
export async function getLearningStreak(): Promise<LearningStreak> {
  const { data } = await http.get('/client/v2/learning-streak', { silent: true });
  return learningStreakSchema.parse(data);
}

export const learningStreakQueryOptions = (userId: string) =>
  queryOptions({ queryKey: popQuizKeys.streak(userId), queryFn: getLearningStreak });

export function useLearningStreak(userId: string) {
  return useQuery({ ...learningStreakQueryOptions(userId), enabled: userId !== '' });
}
