import { endpoints, type QuizDiscardResponse } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** The open attempt is deleted (its answers are not kept). */
export async function discardQuiz(quizId: number): Promise<QuizDiscardResponse> {
  return callEndpoint(endpoints.quiz.discardQuiz, { params: { id: quizId }, silent: true });
}
