import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilePointsSchema } from '@academy/contracts';
import { http } from '@academy/platform';

/** GET /client/v2/profile: the user's points. */
export async function fetchProfilePoints() {
  const { data } = await http.get('/client/v2/profile', { silent: true });
  return profilePointsSchema.parse(data);
}

export const profilePointsQueryOptions = (userId: number | string | undefined) =>
  queryOptions({ queryKey: ['account', 'points', userId], queryFn: fetchProfilePoints, enabled: userId !== undefined });

export function useProfilePoints(userId: number | string | undefined) {
  return useQuery(profilePointsQueryOptions(userId));
}
