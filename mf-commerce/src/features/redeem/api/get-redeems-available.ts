import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type RedeemAvailable, type UserId } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { redeemKeys } from './query-keys';

/** The rewards, with this user's limits left when signed in. */
export async function getRedeemsAvailable(): Promise<RedeemAvailable[]> {
  return callEndpoint(endpoints.commerce.redeemsAvailable, { silent: true });
}

export const redeemsAvailableQueryOptions = (userId: UserId | null) =>
  queryOptions({ queryKey: redeemKeys.available(userId), queryFn: getRedeemsAvailable });

export function useRedeemsAvailable() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery(redeemsAvailableQueryOptions(userId));
}
