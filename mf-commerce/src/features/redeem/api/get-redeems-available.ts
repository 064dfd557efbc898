import { queryOptions, useQuery } from '@tanstack/react-query';
import { redeemsAvailableSchema, type RedeemAvailable } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';
import { redeemKeys } from './query-keys';

/** GET /client/redeems-available: the rewards, with this user's limits left when signed in. */
export async function getRedeemsAvailable(): Promise<RedeemAvailable[]> {
  const { data } = await http.get('/client/redeems-available', { silent: true });
  return redeemsAvailableSchema.parse(data);
}

export const redeemsAvailableQueryOptions = (userId: number | string | null) =>
  queryOptions({ queryKey: redeemKeys.available(userId), queryFn: getRedeemsAvailable });

export function useRedeemsAvailable() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery(redeemsAvailableQueryOptions(userId));
}
