import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PopQuizHistories, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { popQuizKeys } from './query-keys';

export const POP_HISTORY_PAGE_SIZE = 5;

/** Every try in any status; `start` is a page index (offset = start x limit). */
export async function getPopQuizHistories(start: number, limit: number): Promise<PopQuizHistories> {
  return callEndpoint(endpoints.quiz.popQuizHistories, { query: { start, limit }, silent: true });
}

export const popQuizHistoriesQueryOptions = (userId: UserId | null, start: number, limit = POP_HISTORY_PAGE_SIZE) =>
  queryOptions({
    queryKey: popQuizKeys.histories(userId, start, limit),
    queryFn: () => getPopQuizHistories(start, limit),
    placeholderData: keepPreviousData,
  });

export function usePopQuizHistories(userId: UserId | null, start: number, enabled: boolean) {
  return useQuery({ ...popQuizHistoriesQueryOptions(userId, start), enabled });
}
