import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pointsHistorySchema, type PointsHistory } from '@academy/contracts';
import { http } from '@academy/platform';
import { profileKeys } from './query-keys';

export const POINTS_HISTORY_PAGE_SIZE = 10;

/** GET /client/v2/profile/points-history: one page (0-based) of the user's points ledger, newest first. */
export async function fetchPointsHistory(page: number): Promise<PointsHistory> {
  const { data } = await http.get('/client/v2/profile/points-history', {
    params: { _start: page * POINTS_HISTORY_PAGE_SIZE, _limit: POINTS_HISTORY_PAGE_SIZE },
    silent: true,
  });
  return pointsHistorySchema.parse(data);
}

/** The page in the URL (`?page=`, 1-based) as a 0-based index; anything else is the first page. */
export function pointsPageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n - 1 : 0;
}

export const pointsHistoryQueryOptions = (userId: number | string, page: number) =>
  queryOptions({
    queryKey: profileKeys.pointsHistory(userId, page),
    queryFn: () => fetchPointsHistory(page),
    placeholderData: keepPreviousData,
  });

export function usePointsHistory(userId: number | string, page: number) {
  return useQuery(pointsHistoryQueryOptions(userId, page));
}
