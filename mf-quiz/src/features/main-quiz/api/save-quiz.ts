import { endpoints, type QuizProgress } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Save for later (answers kept; start resumes it). */
export async function saveQuiz(quizId: number): Promise<QuizProgress> {
  return callEndpoint(endpoints.quiz.saveQuiz, { params: { id: quizId }, silent: true });
}
