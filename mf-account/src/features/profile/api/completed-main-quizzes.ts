import { endpoints } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Finished main quizzes, `name` matches article or question. */
export async function fetchCompletedMainQuizzes(search: string, page: number, limit: number) {
  const name = search.trim() ? { name: search.trim() } : {};
  const [items, total] = await Promise.all([
    callEndpoint(endpoints.quiz.history, {
      query: { ...name, _start: page * limit, _limit: limit },
      silent: true,
    }),
    callEndpoint(endpoints.quiz.historyCount, { query: name, silent: true }),
  ]);
  return { items, total };
}
