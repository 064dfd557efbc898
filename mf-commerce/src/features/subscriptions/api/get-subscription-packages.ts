import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type SubscriptionPackage } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';
import { subscriptionKeys } from './query-keys';

/** The packages on offer now. */
export async function getSubscriptionPackages(): Promise<SubscriptionPackage[]> {
  return callEndpoint(endpoints.commerce.subscriptionPackages, { silent: true });
}

export const subscriptionPackagesQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.packages(), queryFn: getSubscriptionPackages });

export function useSubscriptionPackages() {
  return useQuery(subscriptionPackagesQueryOptions());
}
