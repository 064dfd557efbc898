import type { QuizProgress } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/v2/quiz_v2/{id}/save: save for later (answers kept; start resumes it). */
export async function saveQuiz(quizId: number): Promise<QuizProgress> {
  const { data } = await http.post(`/client/v2/quiz_v2/${quizId}/save`, undefined, { silent: true });
  return parseResponse('quizProgressSchema', data);
}
