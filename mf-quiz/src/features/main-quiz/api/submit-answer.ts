import { endpoints, type QuizSubmitResponse } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Stores one answer (not judged). */
export async function submitAnswer(
  quizId: number,
  questionId: number,
  selectedAnswers: number[],
): Promise<QuizSubmitResponse> {
  return callEndpoint(endpoints.quiz.submitAnswer, {
    params: { id: quizId, questionId },
    body: { selectedAnswers },
    silent: true,
  });
}
