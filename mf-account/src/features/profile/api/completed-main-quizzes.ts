import { countSchema, quizHistoryRecordSchema } from '@academy/contracts';
import { z } from 'zod';
import { http } from '@academy/platform';

/** GET /client/v2/quiz-history_v2 (+ /count): finished main quizzes, `name` matches article or question. */
export async function fetchCompletedMainQuizzes(search: string, page: number, limit: number) {
  const name = search.trim() ? { name: search.trim() } : {};
  const [list, total] = await Promise.all([
    http.get('/client/v2/quiz-history_v2', {
      params: { ...name, _start: page * limit, _limit: limit },
      silent: true,
    }),
    http.get('/client/v2/quiz-history_v2/count', { params: name, silent: true }),
  ]);
  return { items: z.array(quizHistoryRecordSchema).parse(list.data), total: countSchema.parse(total.data) };
}
