import { useQuery } from '@tanstack/react-query';
import { subscriptionOrderSchema, type SubscriptionOrder } from '@academy/contracts';
import { http, toRequestError } from '@academy/platform';
import { subscriptionKeys } from './query-keys';

/** GET /client/user-subscription-infos/orders/{key}: what became of an order; null before its first try. */
export async function getSubscriptionOrder(key: string): Promise<SubscriptionOrder | null> {
  try {
    const { data } = await http.get(`/client/user-subscription-infos/orders/${encodeURIComponent(key)}`, {
      silent: true,
    });
    return subscriptionOrderSchema.parse(data);
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
