import { useMutation } from '@tanstack/react-query';
import { endpoints, type PopQuizQuestion, type UserId } from '@academy/contracts';
import { queryClient } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { popQuizKeys } from '../../../lib/api/query-keys';

/**
 * Starts the learner's try (draws their question, starts the
 * server's clock) or answers the one already started; the page shows it at once.
 */
export async function startPopQuiz(id: number): Promise<PopQuizQuestion> {
  return callEndpoint(endpoints.quiz.openPopQuiz, { params: { id }, body: {}, silent: true });
}

export function useStartPopQuiz(userId: UserId | null, id: number) {
  return useMutation({
    mutationFn: () => startPopQuiz(id),
    onSuccess: (question) => queryClient.setQueryData(popQuizKeys.question(userId, id), question),
    // The cards change either way (my try, or a window that closed or ran out meanwhile).
    onSettled: () => queryClient.invalidateQueries({ queryKey: popQuizKeys.available(userId) }),
  });
}
