import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Language, type QuizResult } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { quizResultKey } from '../../../lib/api/query-keys';

/** The last finished attempt with answers and explanations. */
export async function getQuizResult(quizId: number): Promise<QuizResult> {
  return callEndpoint(endpoints.quiz.quizResult, { params: { id: quizId }, silent: true });
}

export const quizResultQueryOptions = (lang: Language, quizId: number, userId: string | number | null) =>
  queryOptions({ queryKey: quizResultKey(lang, quizId, userId), queryFn: () => getQuizResult(quizId) });

export function useQuizResult(lang: Language, quizId: number | undefined, userId: string | number | null) {
  return useQuery({
    ...quizResultQueryOptions(lang, quizId ?? 0, userId),
    enabled: quizId !== undefined && userId !== null,
  });
}
