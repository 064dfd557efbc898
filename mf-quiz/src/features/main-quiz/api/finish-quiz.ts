import { endpoints, type QuizResult } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Grades the attempt and answers the result. */
export async function finishQuiz(quizId: number): Promise<QuizResult> {
  return callEndpoint(endpoints.quiz.finishQuiz, { params: { id: quizId }, silent: true });
}
