import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PopQuizQuestion, type UserId } from '@academy/contracts';
import { toRequestError } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { popQuizKeys } from '../../../lib/api/query-keys';

/**
 * The learner's started try (the same deadline every time,
 * the result once it is over), or null when they have not started it (409 QUIZ_NOT_STARTED).
 * Reading never starts anything: POST .../open does (start-pop-quiz.ts).
 */
export async function getPopQuizQuestion(id: number): Promise<PopQuizQuestion | null> {
  try {
    return await callEndpoint(endpoints.quiz.popQuizQuestion, { params: { id }, silent: true });
  } catch (error) {
    if (toRequestError(error).code === 'QUIZ_NOT_STARTED') return null;
    throw error;
  }
}

export const popQuizQuestionQueryOptions = (userId: UserId | null, id: number) =>
  queryOptions({
    queryKey: popQuizKeys.question(userId, id),
    queryFn: () => getPopQuizQuestion(id),
    // The server decides; refetch only when the page asks (countdown over, after an answer).
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function usePopQuizQuestion(userId: UserId | null, id: number, enabled: boolean) {
  return useQuery({ ...popQuizQuestionQueryOptions(userId, id), enabled });
}
