import type { QuizResult } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/v2/quiz_v2/{id}/finish: grades the attempt and answers the result. */
export async function finishQuiz(quizId: number): Promise<QuizResult> {
  const { data } = await http.post(`/client/v2/quiz_v2/${quizId}/finish`, undefined, { silent: true });
  return parseResponse('quizResultSchema', data);
}
