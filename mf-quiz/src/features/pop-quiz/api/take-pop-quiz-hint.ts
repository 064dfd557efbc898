import { useMutation } from '@tanstack/react-query';
import { popQuizHintSchema, type PopQuizHint } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/pop-quizs/{id}/questions/{qid}/hint: subscribers; the first reveal spends one hint. */
export async function takePopQuizHint({
  popQuizId,
  questionId,
}: {
  popQuizId: number;
  questionId: number;
}): Promise<PopQuizHint> {
  const { data } = await http.post(`/client/pop-quizs/${popQuizId}/questions/${questionId}/hint`, {}, { silent: true });
  return popQuizHintSchema.parse(data);
}

export function useTakePopQuizHint() {
  return useMutation({ mutationFn: takePopQuizHint });
}
