import type { QuizProgress } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/v2/quiz_v2/{id}/start: a new attempt, or the saved one resumed where it stopped. */
export async function startQuiz(quizId: number): Promise<QuizProgress> {
  const { data } = await http.post(`/client/v2/quiz_v2/${quizId}/start`, undefined, { silent: true });
  return parseResponse('quizProgressSchema', data);
}
