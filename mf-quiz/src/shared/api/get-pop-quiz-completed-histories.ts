import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { popQuizCompletedHistoriesSchema, type PopQuizCompletedHistories } from '@academy/contracts';
import { http } from '@academy/platform';
import { popQuizKeys } from './query-keys';

export const COMPLETED_PAGE_SIZE = 5;

/** GET /client/pop-quiz-completed-histories: `start` is a page index (offset = start x limit). */
export async function getPopQuizCompletedHistories(start: number, limit: number): Promise<PopQuizCompletedHistories> {
  const { data } = await http.get('/client/pop-quiz-completed-histories', { params: { start, limit }, silent: true });
  return popQuizCompletedHistoriesSchema.parse(data);
}

export const popQuizCompletedHistoriesQueryOptions = (userId: string, start: number, limit = COMPLETED_PAGE_SIZE) =>
  queryOptions({
    queryKey: popQuizKeys.completed(userId, start, limit),
    queryFn: () => getPopQuizCompletedHistories(start, limit),
    placeholderData: keepPreviousData,
  });

export function usePopQuizCompletedHistories(userId: string, start: number, enabled: boolean) {
  return useQuery({ ...popQuizCompletedHistoriesQueryOptions(userId, start), enabled });
}
