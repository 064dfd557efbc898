import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Language, type QuizResult, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { quizResultKey } from '../../../lib/api/query-keys';

/** The last finished attempt with answers and explanations. */
export async function getQuizResult(quizId: number): Promise<QuizResult> {
  return callEndpoint(endpoints.quiz.quizResult, { params: { id: quizId }, silent: true });
}

export const quizResultQueryOptions = (lang: Language, quizId: number, userId: UserId | null) =>
  queryOptions({ queryKey: quizResultKey(lang, quizId, userId), queryFn: () => getQuizResult(quizId) });

export function useQuizResult(lang: Language, quizId: number | undefined, userId: UserId | null) {
  return useQuery({
    ...quizResultQueryOptions(lang, quizId ?? 0, userId),
    enabled: quizId !== undefined && userId !== null,
  });
}
