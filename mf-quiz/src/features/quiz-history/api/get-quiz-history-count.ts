import { http } from '@academy/platform';
import type { QuizHistoryFilters } from './query-keys';
import { parseResponse } from '../../../lib/api/parse-response';

/** GET /client/v2/quiz-history_v2/count: how many finished attempts match the filters. */
export async function getQuizHistoryCount(filters: Pick<QuizHistoryFilters, 'result' | 'name'>): Promise<number> {
  const { data } = await http.get('/client/v2/quiz-history_v2/count', {
    params: { result: filters.result, ...(filters.name.trim() ? { name: filters.name.trim() } : {}) },
    silent: true,
  });
  return parseResponse('countSchema', data);
}
