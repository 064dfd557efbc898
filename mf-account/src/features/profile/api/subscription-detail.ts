import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSubscriptionDetailSchema, type UserSubscriptionDetail } from '@academy/contracts';
import { http } from '@academy/platform';
import { profileKeys } from './query-keys';

/** GET /client/user-subscription-infos/detail: the signed-in user's subscription and NFT member card. */
export async function fetchSubscriptionDetail(): Promise<UserSubscriptionDetail> {
  const { data } = await http.get('/client/user-subscription-infos/detail', { silent: true });
  return userSubscriptionDetailSchema.parse(data);
}

export const subscriptionDetailQueryOptions = (userId: number | string | undefined) =>
  queryOptions({
    queryKey: profileKeys.subscription(userId),
    queryFn: fetchSubscriptionDetail,
    enabled: userId !== undefined,
  });

export function useSubscriptionDetail(userId: number | string | undefined) {
  return useQuery(subscriptionDetailQueryOptions(userId));
}
