import { pendingQuizListSchema } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/v2/progress-pending-quiz: quizzes saved for later (or in progress), `name` matches article or question. */
export async function fetchSavedQuizzes(search: string, page: number, limit: number) {
  const { data } = await http.post(
    '/client/v2/progress-pending-quiz',
    { ...(search.trim() ? { name: search.trim() } : {}), _start: page * limit, _limit: limit },
    { silent: true },
  );
  return pendingQuizListSchema.parse(data);
}
