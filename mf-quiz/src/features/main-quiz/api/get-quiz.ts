import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, QuizDetail } from '@academy/contracts';
import { http } from '@academy/platform';
import { quizKeys } from '../../../lib/api/query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

/** GET /client/v2/quiz_v2/slug/{slug}?isMyQuiz=true: the quiz, my attempt and what my next start will be. */
export async function getQuiz(slug: string): Promise<QuizDetail> {
  const { data } = await http.get(`/client/v2/quiz_v2/slug/${encodeURIComponent(slug)}`, {
    params: { isMyQuiz: true },
    silent: true,
  });
  return parseResponse('quizDetailSchema', data);
}

export const quizQueryOptions = (lang: Language, slug: string, userId: string | number | null) =>
  // The user is in the key: logging in changes whether it may be played and the attempt shown.
  queryOptions({ queryKey: quizKeys.detail(lang, slug, userId), queryFn: () => getQuiz(slug) });

export function useQuiz(lang: Language, slug: string, userId: string | number | null) {
  return useQuery(quizQueryOptions(lang, slug, userId));
}
