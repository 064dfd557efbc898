import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type RewardTracking, type UserId } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { redeemKeys } from './query-keys';

/** While a crypto payout is pending the list is polled, so the step moves on by itself. */
export const PENDING_POLL_MS = 3000;

/** The user's rewards on their way, newest first. */
export async function getRewardTrackings(): Promise<RewardTracking[]> {
  return callEndpoint(endpoints.commerce.rewardTrackings, { query: { _limit: 100 }, silent: true });
}

export const rewardTrackingsQueryOptions = (userId: UserId | null) =>
  queryOptions({ queryKey: redeemKeys.trackings(userId), queryFn: getRewardTrackings });

export function useRewardTrackings() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    ...rewardTrackingsQueryOptions(userId),
    enabled: userId !== null,
    refetchInterval: (query) =>
      query.state.data?.some((tracking) => tracking.status === 'pending') ? PENDING_POLL_MS : false,
  });
}
