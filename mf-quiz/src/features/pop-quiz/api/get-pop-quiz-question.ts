import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopQuizQuestion } from '@academy/contracts';
import { http } from '@academy/platform';
import { popQuizKeys } from '../../../lib/api/query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

/**
 * GET /client/pop-quizs/{id}/question: the first call opens the try and starts the server's
 * clock; later calls return the same deadline (and the result once it is over).
 */
export async function getPopQuizQuestion(id: number): Promise<PopQuizQuestion> {
  const { data } = await http.get(`/client/pop-quizs/${id}/question`, { silent: true });
  return parseResponse('popQuizQuestionSchema', data);
}

export const popQuizQuestionQueryOptions = (userId: string, id: number) =>
  queryOptions({
    queryKey: popQuizKeys.question(userId, id),
    queryFn: () => getPopQuizQuestion(id),
    // The server decides; refetch only when the page asks (countdown over, after an answer).
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export function usePopQuizQuestion(userId: string, id: number, enabled: boolean) {
  return useQuery({ ...popQuizQuestionQueryOptions(userId, id), enabled });
}
