import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type ReadingState, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from '../../../lib/api/query-keys';

/** Where the signed-in learner stopped in the article, and whether it is read. */
export async function getReading(slug: string): Promise<ReadingState> {
  return callEndpoint(endpoints.content.readingState, { params: { slug }, silent: true });
}

export const readingQueryOptions = (userId: UserId, slug: string) =>
  queryOptions({ queryKey: contentKeys.reading(userId, slug), queryFn: () => getReading(slug) });

/** Only for a signed-in learner (a visitor stores and asks nothing). */
export function useReading(userId: UserId | undefined, slug: string) {
  return useQuery({ ...readingQueryOptions(userId ?? 0, slug), enabled: userId !== undefined });
}
