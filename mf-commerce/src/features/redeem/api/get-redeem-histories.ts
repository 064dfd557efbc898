import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type RedeemHistory, type UserId } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { redeemKeys } from './query-keys';

/** The user's redeems, newest first. */
export async function getRedeemHistories(): Promise<RedeemHistory[]> {
  return callEndpoint(endpoints.commerce.redeemHistories, { query: { _limit: 100 }, silent: true });
}

export const redeemHistoriesQueryOptions = (userId: UserId | null) =>
  queryOptions({ queryKey: redeemKeys.histories(userId), queryFn: getRedeemHistories });

export function useRedeemHistories() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({ ...redeemHistoriesQueryOptions(userId), enabled: userId !== null });
}
