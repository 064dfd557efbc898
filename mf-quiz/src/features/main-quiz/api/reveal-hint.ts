import { endpoints, type QuizHintResponse } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** The hint (the first reveal takes one from the allowance). */
export async function revealHint(quizId: number, questionId: number): Promise<QuizHintResponse> {
  return callEndpoint(endpoints.quiz.revealHint, { params: { id: quizId, questionId }, silent: true });
}
