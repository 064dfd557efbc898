import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Quizzes saved for later (or in progress), `name` matches article or question. */
export async function fetchSavedQuizzes(search: string, page: number, limit: number) {
  return callEndpoint(endpoints.account.savedQuizzes, {
    body: { ...(search.trim() ? { name: search.trim() } : {}), _start: page * limit, _limit: limit },
    silent: true,
  });
}
