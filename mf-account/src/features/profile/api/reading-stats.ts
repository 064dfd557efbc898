import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type ReadingStats, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { profileKeys } from './query-keys';

/** The learner's last reads and read-of-total (titles in the request's language). */
async function fetchReadingStats(): Promise<ReadingStats> {
  return callEndpoint(endpoints.account.readingStats, { silent: true });
}

export const readingStatsQueryOptions = (userId: UserId | null, lang: string) =>
  queryOptions({ queryKey: profileKeys.reading(userId, lang), queryFn: fetchReadingStats });

export function useReadingStats(userId: UserId | null, lang: string) {
  return useQuery(readingStatsQueryOptions(userId, lang));
}
