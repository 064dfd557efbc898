import { useMutation } from '@tanstack/react-query';
import { endpoints, type PopQuizResult } from '@academy/contracts';
import { queryClient, refreshAfterBalanceChange } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { popQuizKeys } from '../../../lib/api/query-keys';

export interface SubmitPopQuizAnswer {
  popQuizId: number;
  questionId: number;
  selectedAnswers: number[];
}

/** One try; the result says what happened. */
export async function submitPopQuizAnswer({
  popQuizId,
  questionId,
  selectedAnswers,
}: SubmitPopQuizAnswer): Promise<PopQuizResult> {
  return callEndpoint(endpoints.quiz.submitPopQuizAnswer, {
    params: { id: popQuizId, questionId },
    body: { selectedAnswers },
    silent: true,
  });
}

export function useSubmitPopQuizAnswer() {
  return useMutation({
    mutationFn: submitPopQuizAnswer,
    // A reward: the header shows the new balance at once, then everything that depends on it refreshes.
    onSuccess: (result) => (result.point !== null ? refreshAfterBalanceChange(result.point) : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: popQuizKeys.all }),
  });
}
