import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionPackageListSchema, type SubscriptionPackage } from '@academy/contracts';
import { http } from '@academy/platform';
import { subscriptionKeys } from './query-keys';

/** GET /client/subscriptions: the packages on offer now. */
export async function getSubscriptionPackages(): Promise<SubscriptionPackage[]> {
  const { data } = await http.get('/client/subscriptions', { silent: true });
  return subscriptionPackageListSchema.parse(data);
}

export const subscriptionPackagesQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.packages(), queryFn: getSubscriptionPackages });

export function useSubscriptionPackages() {
  return useQuery(subscriptionPackagesQueryOptions());
}
