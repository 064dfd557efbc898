import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PointsHistory, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { profileKeys } from './query-keys';

export const POINTS_HISTORY_PAGE_SIZE = 10;

/** One page (0-based) of the user's points ledger, newest first. */
export async function fetchPointsHistory(page: number): Promise<PointsHistory> {
  return callEndpoint(endpoints.account.pointsHistory, {
    query: { _start: page * POINTS_HISTORY_PAGE_SIZE, _limit: POINTS_HISTORY_PAGE_SIZE },
    silent: true,
  });
}

/** The page in the URL (`?page=`, 1-based) as a 0-based index; anything else is the first page. */
export function pointsPageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n - 1 : 0;
}

export const pointsHistoryQueryOptions = (userId: UserId, page: number) =>
  queryOptions({
    queryKey: profileKeys.pointsHistory(userId, page),
    queryFn: () => fetchPointsHistory(page),
    placeholderData: keepPreviousData,
  });

export function usePointsHistory(userId: UserId, page: number) {
  return useQuery(pointsHistoryQueryOptions(userId, page));
}
