import { useMutation } from '@tanstack/react-query';
import { endpoints, type PopQuizHint } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Subscribers; the first reveal spends one hint. */
export async function takePopQuizHint({
  popQuizId,
  questionId,
}: {
  popQuizId: number;
  questionId: number;
}): Promise<PopQuizHint> {
  return callEndpoint(endpoints.quiz.popQuizHint, { params: { id: popQuizId, questionId }, body: {}, silent: true });
}

export function useTakePopQuizHint() {
  return useMutation({ mutationFn: takePopQuizHint });
}
