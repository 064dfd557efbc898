import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type UserSubscriptionDetail, type UserId } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { profileKeys } from './query-keys';

/** The signed-in user's subscription and NFT member card. */
export async function fetchSubscriptionDetail(): Promise<UserSubscriptionDetail> {
  return callEndpoint(endpoints.account.subscriptionDetail, { silent: true });
}

export const subscriptionDetailQueryOptions = (userId: UserId | undefined) =>
  queryOptions({
    queryKey: profileKeys.subscription(userId),
    queryFn: fetchSubscriptionDetail,
    enabled: userId !== undefined,
  });

export function useSubscriptionDetail(userId: UserId | undefined) {
  return useQuery(subscriptionDetailQueryOptions(userId));
}
