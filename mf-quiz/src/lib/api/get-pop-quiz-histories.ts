import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PopQuizHistories } from '@academy/contracts';
import { http } from '@academy/platform';
import { popQuizKeys } from './query-keys';
import { parseResponse } from './parse-response';

export const POP_HISTORY_PAGE_SIZE = 5;

/** GET /client/pop-quiz-histories-by-user: every try in any status; `start` is a page index (offset = start x limit). */
export async function getPopQuizHistories(start: number, limit: number): Promise<PopQuizHistories> {
  const { data } = await http.get('/client/pop-quiz-histories-by-user', { params: { start, limit }, silent: true });
  return parseResponse('popQuizHistoriesSchema', data);
}

export const popQuizHistoriesQueryOptions = (userId: string, start: number, limit = POP_HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: popQuizKeys.histories(userId, start, limit),
    queryFn: () => getPopQuizHistories(start, limit),
    placeholderData: keepPreviousData,
  });

export function usePopQuizHistories(userId: string, start: number, enabled: boolean) {
  return useQuery({ ...popQuizHistoriesQueryOptions(userId, start), enabled });
}
