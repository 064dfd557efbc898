import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, QuizResult } from '@academy/contracts';
import { http } from '@academy/platform';
import { quizResultKey } from '../../../lib/api/query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

/** GET /client/v2/quiz_v2/{id}/result: the last finished attempt with answers and explanations. */
export async function getQuizResult(quizId: number): Promise<QuizResult> {
  const { data } = await http.get(`/client/v2/quiz_v2/${quizId}/result`, { silent: true });
  return parseResponse('quizResultSchema', data);
}

export const quizResultQueryOptions = (lang: Language, quizId: number, userId: string | number | null) =>
  queryOptions({ queryKey: quizResultKey(lang, quizId, userId), queryFn: () => getQuizResult(quizId) });

export function useQuizResult(lang: Language, quizId: number | undefined, userId: string | number | null) {
  return useQuery({
    ...quizResultQueryOptions(lang, quizId ?? 0, userId),
    enabled: quizId !== undefined && userId !== null,
  });
}
