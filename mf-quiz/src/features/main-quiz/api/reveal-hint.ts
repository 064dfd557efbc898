import type { QuizHintResponse } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/v2/quiz_v2/{id}/questions/{qid}/hint: the hint (the first reveal takes one from the allowance). */
export async function revealHint(quizId: number, questionId: number): Promise<QuizHintResponse> {
  const { data } = await http.post(`/client/v2/quiz_v2/${quizId}/questions/${questionId}/hint`, undefined, {
    silent: true,
  });
  return parseResponse('quizHintResponseSchema', data);
}
