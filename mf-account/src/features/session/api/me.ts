import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountUserSchema } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/me (token header): the signed-in user. */
export async function fetchMe() {
  const { data } = await http.post('/client/user-clients/me', undefined, { silent: true });
  return accountUserSchema.parse(data);
}

export const meQueryOptions = (userId: number | string | undefined) =>
  queryOptions({ queryKey: ['account', 'me', userId], queryFn: fetchMe, enabled: userId !== undefined });

export function useMe(userId: number | string | undefined) {
  return useQuery(meQueryOptions(userId));
}
