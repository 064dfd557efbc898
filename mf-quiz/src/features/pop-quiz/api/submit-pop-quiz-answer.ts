import { useMutation } from '@tanstack/react-query';
import type { PopQuizResult } from '@academy/contracts';
import { http, queryClient, refreshAfterBalanceChange } from '@academy/platform';
import { popQuizKeys } from '../../../lib/api/query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

export interface SubmitPopQuizAnswer {
  popQuizId: number;
  questionId: number;
  selectedAnswers: number[];
}

/** POST /client/pop-quizs/{id}/questions/{qid}/submit: one try; the result says what happened. */
export async function submitPopQuizAnswer({
  popQuizId,
  questionId,
  selectedAnswers,
}: SubmitPopQuizAnswer): Promise<PopQuizResult> {
  const { data } = await http.post(
    `/client/pop-quizs/${popQuizId}/questions/${questionId}/submit`,
    { selectedAnswers },
    { silent: true },
  );
  return parseResponse('popQuizResultSchema', data);
}

export function useSubmitPopQuizAnswer() {
  return useMutation({
    mutationFn: submitPopQuizAnswer,
    // A reward: the header shows the new balance at once, then everything that depends on it refreshes.
    onSuccess: (result) => (result.point !== null ? refreshAfterBalanceChange(result.point) : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: popQuizKeys.all }),
  });
}
