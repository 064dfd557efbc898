import { quizResultSchema, type QuizResult } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/v2/quiz_v2/{id}/finish: grades the attempt and answers the result. */
export async function finishQuiz(quizId: number): Promise<QuizResult> {
  const { data } = await http.post(`/client/v2/quiz_v2/${quizId}/finish`, undefined, { silent: true });
  return quizResultSchema.parse(data);
}
