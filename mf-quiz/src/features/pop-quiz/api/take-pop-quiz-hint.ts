import { useMutation } from '@tanstack/react-query';
import type { PopQuizHint } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/pop-quizs/{id}/questions/{qid}/hint: subscribers; the first reveal spends one hint. */
export async function takePopQuizHint({
  popQuizId,
  questionId,
}: {
  popQuizId: number;
  questionId: number;
}): Promise<PopQuizHint> {
  const { data } = await http.post(`/client/pop-quizs/${popQuizId}/questions/${questionId}/hint`, {}, { silent: true });
  return parseResponse('popQuizHintSchema', data);
}

export function useTakePopQuizHint() {
  return useMutation({ mutationFn: takePopQuizHint });
}
