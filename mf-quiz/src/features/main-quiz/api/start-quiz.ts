import { endpoints, type QuizProgress } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** A new attempt, or the saved one resumed where it stopped. */
export async function startQuiz(quizId: number): Promise<QuizProgress> {
  return callEndpoint(endpoints.quiz.startQuiz, { params: { id: quizId }, silent: true });
}
