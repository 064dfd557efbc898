import type { QuizDiscardResponse } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/v2/quiz_v2/{id}/discard: the open attempt is deleted (its answers are not kept). */
export async function discardQuiz(quizId: number): Promise<QuizDiscardResponse> {
  const { data } = await http.post(`/client/v2/quiz_v2/${quizId}/discard`, undefined, { silent: true });
  return parseResponse('quizDiscardResponseSchema', data);
}
