import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PathProgress } from '@academy/contracts';
import { http } from '@academy/platform';
import { contentKeys } from './query-keys';
import { validate } from './validate';

/** GET /client/v2/paths/progress: the signed-in learner's progress on every path. */
export async function getPathProgress(): Promise<PathProgress[]> {
  const { data } = await http.get('/client/v2/paths/progress', { silent: true });
  return validate(({ contracts, z }) => z.array(contracts.pathProgressSchema), data);
}

export const pathProgressQueryOptions = (userId: string | number) =>
  queryOptions({ queryKey: contentKeys.pathProgress(userId), queryFn: getPathProgress });

/** Only for a signed-in learner: a visitor asks nothing and gets `undefined` data. */
export function usePathProgress(userId: string | number | undefined) {
  return useQuery({ ...pathProgressQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
