import { useMutation } from '@tanstack/react-query';
import {
  subscriptionPurchaseResponseSchema,
  type SubscriptionPurchaseRequest,
  type SubscriptionPurchaseResponse,
} from '@academy/contracts';
import { http, refreshAfterBalanceChange } from '@academy/platform';

/**
 * POST /client/user-subscription-infos: buy a package with the wallet PIN. The same
 * `idempotencyKey` on a retry (double click, lost answer, wrong PIN first) charges once.
 */
export async function purchaseSubscription(
  body: Required<SubscriptionPurchaseRequest>,
): Promise<SubscriptionPurchaseResponse> {
  const { data } = await http.post('/client/user-subscription-infos', body, {
    silent: true,
    headers: { 'Idempotency-Key': body.idempotencyKey },
  });
  return subscriptionPurchaseResponseSchema.parse(data);
}

export function usePurchaseSubscription() {
  return useMutation({
    mutationFn: purchaseSubscription,
    // a purchase changes what the whole site shows (exclusive articles, hints, the profile): refetch it all
    onSuccess: () => refreshAfterBalanceChange(),
  });
}
