import { queryOptions, useQuery } from '@tanstack/react-query';
import { readingStatsSchema, type ReadingStats } from '@academy/contracts';
import { http } from '@academy/platform';
import { profileKeys } from './query-keys';

/** GET /client/v2/reading: the learner's last reads and read-of-total (titles in the request's language). */
async function fetchReadingStats(): Promise<ReadingStats> {
  const { data } = await http.get('/client/v2/reading', { silent: true });
  return readingStatsSchema.parse(data);
}

export const readingStatsQueryOptions = (userId: number | string, lang: string) =>
  queryOptions({ queryKey: profileKeys.reading(userId, lang), queryFn: fetchReadingStats });

export function useReadingStats(userId: number | string, lang: string) {
  return useQuery(readingStatsQueryOptions(userId, lang));
}
