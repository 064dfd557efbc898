import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Language, type QuizDetail, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { quizKeys } from '../../../lib/api/query-keys';

/** The quiz, my attempt and what my next start will be. */
export async function getQuiz(slug: string): Promise<QuizDetail> {
  return callEndpoint(endpoints.quiz.quizBySlug, { params: { slug }, query: { isMyQuiz: true }, silent: true });
}

export const quizQueryOptions = (lang: Language, slug: string, userId: UserId | null) =>
  // The user is in the key: logging in changes whether it may be played and the attempt shown.
  queryOptions({ queryKey: quizKeys.detail(lang, slug, userId), queryFn: () => getQuiz(slug) });

export function useQuiz(lang: Language, slug: string, userId: UserId | null) {
  return useQuery(quizQueryOptions(lang, slug, userId));
}
