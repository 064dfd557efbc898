import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReadingState } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from '../../../lib/api/query-keys';
import { validate } from '../../../lib/api/validate';

/** GET /client/v2/reading/{slug}: where the signed-in learner stopped in the article, and whether it is read. */
export async function getReading(slug: string): Promise<ReadingState> {
  const { data } = await http.get(`/client/v2/reading/${encodeURIComponent(slug)}`, { silent: true });
  return validate(({ contracts }) => contracts.readingStateSchema, data);
}

export const readingQueryOptions = (userId: string | number, slug: string) =>
  queryOptions({ queryKey: contentKeys.reading(userId, slug), queryFn: () => getReading(slug) });

/** Only for a signed-in learner (a visitor stores and asks nothing). */
export function useReading(userId: string | number | undefined, slug: string) {
  return useQuery({ ...readingQueryOptions(userId ?? 0, slug), enabled: userId !== undefined });
}
