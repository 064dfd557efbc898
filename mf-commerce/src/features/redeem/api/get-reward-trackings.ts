import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardTrackingsSchema, type RewardTracking } from '@academy/contracts';
import { http, useSessionStore } from '@academy/platform';
import { redeemKeys } from './query-keys';

/** While a crypto payout is pending the list is polled, so the step moves on by itself. */
export const PENDING_POLL_MS = 3000;

/** GET /client/reward-trackings-user: the user's rewards on their way, newest first. */
export async function getRewardTrackings(): Promise<RewardTracking[]> {
  const { data } = await http.get('/client/reward-trackings-user', { params: { _limit: 100 }, silent: true });
  return rewardTrackingsSchema.parse(data);
}

export const rewardTrackingsQueryOptions = (userId: number | string) =>
  queryOptions({ queryKey: redeemKeys.trackings(userId), queryFn: getRewardTrackings });

export function useRewardTrackings() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    ...rewardTrackingsQueryOptions(userId ?? ''),
    enabled: userId !== null,
    refetchInterval: (query) =>
      query.state.data?.some((tracking) => tracking.status === 'pending') ? PENDING_POLL_MS : false,
  });
}
