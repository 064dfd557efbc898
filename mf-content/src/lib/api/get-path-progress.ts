import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type PathProgress, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { contentKeys } from './query-keys';

/** The signed-in learner's progress on every path. */
export async function getPathProgress(): Promise<PathProgress[]> {
  return callEndpoint(endpoints.content.pathProgress, { silent: true });
}

export const pathProgressQueryOptions = (userId: UserId) =>
  queryOptions({ queryKey: contentKeys.pathProgress(userId), queryFn: getPathProgress });

/** Only for a signed-in learner: a visitor asks nothing and gets `undefined` data. */
export function usePathProgress(userId: UserId | undefined) {
  return useQuery({ ...pathProgressQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
