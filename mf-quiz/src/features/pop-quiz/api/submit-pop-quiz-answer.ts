import { useMutation } from '@tanstack/react-query';
import { POINTS_PER_KKUB, popQuizResultSchema, type PopQuizResult } from '@academy/contracts';
import { http, queryClient, useSessionStore } from '@academy/platform';
import { popQuizKeys } from '../../../shared/api/query-keys';

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
  return popQuizResultSchema.parse(data);
}

export function useSubmitPopQuizAnswer() {
  return useMutation({
    mutationFn: submitPopQuizAnswer,
    onSuccess: (result) => {
      // The header shows the new balance at once.
      if (result.point !== null) {
        useSessionStore.getState().mergeUser({ point: result.point, kub: result.point / POINTS_PER_KKUB });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: popQuizKeys.all }),
  });
}
