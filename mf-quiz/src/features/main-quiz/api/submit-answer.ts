import type { QuizSubmitResponse } from '@academy/contracts';
import { http } from '@academy/platform';
import { parseResponse } from '../../../lib/api/parse-response';

/** POST /client/v2/quiz_v2/{id}/questions/{qid}/submit { selectedAnswers }: stores one answer (not judged). */
export async function submitAnswer(
  quizId: number,
  questionId: number,
  selectedAnswers: number[],
): Promise<QuizSubmitResponse> {
  const { data } = await http.post(
    `/client/v2/quiz_v2/${quizId}/questions/${questionId}/submit`,
    { selectedAnswers },
    { silent: true },
  );
  return parseResponse('quizSubmitResponseSchema', data);
}
