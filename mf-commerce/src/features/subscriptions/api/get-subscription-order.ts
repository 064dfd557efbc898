import { useQuery } from '@tanstack/react-query';
import { endpoints, type SubscriptionOrder } from '@academy/contracts';
import { toRequestError } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { subscriptionKeys } from './query-keys';

/** What became of an order; null before its first try. */
export async function getSubscriptionOrder(key: string): Promise<SubscriptionOrder | null> {
  try {
    return await callEndpoint(endpoints.commerce.subscriptionOrder, { params: { orderKey: key }, silent: true });
  } catch (error) {
    if (toRequestError(error).status === 404) return null;
    throw error;
  }
}

/** The order of the checkout page, for a signed-in user (a reload shows an order already paid). */
export function useSubscriptionOrder(key: string | null, signedIn: boolean) {
  return useQuery({
    queryKey: subscriptionKeys.order(key ?? ''),
    queryFn: () => getSubscriptionOrder(key!),
    enabled: Boolean(key) && signedIn,
  });
}
