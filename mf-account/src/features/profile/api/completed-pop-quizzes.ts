import { popQuizCompletedHistoriesSchema } from '@academy/contracts';
import { http } from '@academy/platform';

/** GET /client/pop-quiz-completed-histories: `start` is a page index (offset = start x limit). */
export async function fetchCompletedPopQuizzes(search: string, page: number, limit: number) {
  const { data } = await http.get('/client/pop-quiz-completed-histories', {
    params: { start: page, limit, ...(search.trim() ? { q: search.trim() } : {}) },
    silent: true,
  });
  return popQuizCompletedHistoriesSchema.parse(data);
}
